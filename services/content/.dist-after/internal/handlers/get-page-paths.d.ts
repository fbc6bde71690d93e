import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Pages of one call (a site holds at most 1000 redirects), in at most 100 spaces. */
export declare const MAX_PAGE_PATHS = 1000;
export declare const MAX_PAGE_PATH_SPACES = 100;
/**
 * GetPagePaths (for sites: redirects to pages): the path of each page in its space's current
 * revision, as published URLs name pages. One query for the spaces, then each distinct space's
 * snapshot and outline once (the revision store caches chunks), whatever the number of pages.
 * Link pages have no path and are absent, as are pages of unknown, trashed or other
 * organizations' spaces and pages not in the current revision. Needs no principal.
 */
export declare function getPagePaths(ctx: ContentContext, request: contentV1.GetPagePathsRequest, _callContext: CallContext): Promise<contentV1.GetPagePathsResponse>;
