import type { ContentContext } from '../context';
import { postgresSearchIndex } from './postgres-search-index';
import type { SearchIndex } from './search-index';

const engines = new WeakMap<ContentContext, SearchIndex>();

/**
 * The search engine of a running content service, shared by its search handlers, its
 * indexer and its admin rpcs. This is the one place that picks the engine: PostgreSQL, in
 * content's own database. A deployment that outgrows it implements `SearchIndex`
 * (search-index.ts) for an external engine and returns it here (docs/search.md).
 */
export function searchIndexOf(ctx: ContentContext): SearchIndex {
  let engine = engines.get(ctx);
  if (!engine) {
    engine = postgresSearchIndex(ctx.pool);
    engines.set(ctx, engine);
  }
  return engine;
}
