import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** Pages answered when `limit` is absent, and at most. */
export declare const DEFAULT_READER_SEARCH_LIMIT = 20;
export declare const MAX_READER_SEARCH_LIMIT = 50;
/**
 * Full-text search over the main content of several live spaces of the organization at once,
 * as the search index holds it (docs/search.md): the best `limit` pages of them all in one
 * query, ranked as searchSpaceContent ranks (the typo fallback on titles when the words match
 * nothing), with up to three sections each (heading anchor, title, snippet HTML-escaped with
 * <mark>), titles, paths and ancestors from the tree of the revision the index holds. Unknown,
 * trashed and other organizations' spaces are absent. Takes no principal.
 */
export declare function searchSpaces(ctx: ContentContext, request: contentV1.SearchSpacesRequest): Promise<contentV1.SearchSpacesResponse>;
