import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { reindexAllSpaces } from './handlers/reindex-all-spaces';
import { reindexSpace } from './handlers/reindex-space';
import { searchOrganizationContent } from './handlers/search-organization-content';
import { searchSpaceContent } from './handlers/search-space-content';

export { startSearchIndexing } from './indexing';

/** SearchService (proto/quire/content/v1/search.proto). */
export function searchService(ctx: ContentContext): contentV1.SearchServiceImplementation {
  return {
    searchSpaceContent: (request, callContext) => searchSpaceContent(ctx, request, callContext),
    searchOrganizationContent: (request, callContext) => searchOrganizationContent(ctx, request, callContext),
  };
}

/** SearchAdminService (proto/quire/content/v1/search.proto): operators only, no gateway route. */
export function searchAdminService(ctx: ContentContext): contentV1.SearchAdminServiceImplementation {
  return {
    reindexSpace: (request) => reindexSpace(ctx, request),
    reindexAllSpaces: () => reindexAllSpaces(ctx),
  };
}
