import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
export { startSearchIndexing } from './indexing';
/** SearchService (proto/quire/content/v1/search.proto). */
export declare function searchService(ctx: ContentContext): contentV1.SearchServiceImplementation;
/** SearchAdminService (proto/quire/content/v1/search.proto): operators only, no gateway route. */
export declare function searchAdminService(ctx: ContentContext): contentV1.SearchAdminServiceImplementation;
