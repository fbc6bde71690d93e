import type { ContentContext } from '../context';
import type { SearchIndex } from './search-index';
/**
 * The search engine of a running content service, shared by its search handlers, its
 * indexer and its admin rpcs. This is the one place that picks the engine: PostgreSQL, in
 * content's own database. A deployment that outgrows it implements `SearchIndex`
 * (search-index.ts) for an external engine and returns it here (docs/search.md).
 */
export declare function searchIndexOf(ctx: ContentContext): SearchIndex;
