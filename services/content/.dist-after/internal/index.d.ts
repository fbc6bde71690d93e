import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/**
 * ContentInternalService (proto/quire/content/v1/internal.proto): for other services. The
 * counts and getPagePaths (for sites' redirects) need no principal; getSpaces (for sites) and
 * getCollections (for identity's invite links) read the forwarded caller's principal.
 */
export declare function contentInternalService(ctx: ContentContext): contentV1.ContentInternalServiceImplementation;
