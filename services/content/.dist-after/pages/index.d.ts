import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** PageService (proto/quire/content/v1/page.proto). */
export declare function pageService(ctx: ContentContext): contentV1.PageServiceImplementation;
