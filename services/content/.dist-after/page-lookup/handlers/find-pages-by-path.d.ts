import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** Lookups of one call (insights asks for the URLs of one analysis batch). */
export declare const MAX_PAGE_PATH_LOOKUPS = 100;
/**
 * FindPagesByPath (for insights): the page at each path of each space's current revision, or
 * the page a redirect of the revision leads the path to.
 * One query for the spaces, then each distinct space's snapshot once (the revision store
 * caches chunks), whatever the number of paths.
 */
export declare function findPagesByPath(ctx: ContentContext, request: contentV1.FindPagesByPathRequest): Promise<contentV1.FindPagesByPathResponse>;
