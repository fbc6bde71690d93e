import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The contract's `query` limit, in characters (JSON Schema counts code points). */
export declare const MAX_QUERY_CHARS = 512;
/** Sections shown per page, best first. */
export declare const SECTIONS_PER_PAGE = 3;
/**
 * Results per page when `limit` is absent: 20 rather than the 50 of other lists, because every
 * result carries up to three snippets and a snippet costs PostgreSQL a parse of its section's
 * text (about 0.1 ms each): a page of results is what a search box shows. `limit` still goes
 * up to 1000.
 */
export declare const DEFAULT_SEARCH_LIMIT = 20;
/**
 * Full-text search over the space's main content as the index holds it (the main revision,
 * within about a second of a merge): one result per page, best first, with its best
 * sections. Needs `read` on the space.
 */
export declare function searchSpaceContent(ctx: ContentContext, request: contentV1.SearchSpaceContentRequest, callContext: CallContext): Promise<contentV1.SearchSpaceContentResponse>;
