import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/**
 * PageInternalService (proto/quire/content/v1/page_internal.proto): page lookups for other
 * services (insights links conversation issues to the docs page they were asked on). Needs
 * no principal: it answers page ids only.
 */
export declare function pageInternalService(ctx: ContentContext): contentV1.PageInternalServiceImplementation;
