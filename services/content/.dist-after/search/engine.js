"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.searchIndexOf = searchIndexOf;
const postgres_search_index_1 = require("./postgres-search-index");
const engines = new WeakMap();
/**
 * The search engine of a running content service, shared by its search handlers, its
 * indexer and its admin rpcs. This is the one place that picks the engine: PostgreSQL, in
 * content's own database. A deployment that outgrows it implements `SearchIndex`
 * (search-index.ts) for an external engine and returns it here (docs/search.md).
 */
function searchIndexOf(ctx) {
    let engine = engines.get(ctx);
    if (!engine) {
        engine = (0, postgres_search_index_1.postgresSearchIndex)(ctx.pool);
        engines.set(ctx, engine);
    }
    return engine;
}
//# sourceMappingURL=engine.js.map