"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bodyCache = exports.chunkCache = void 0;
exports.revisionCache = revisionCache;
const cache_budget_1 = require("./cache-budget");
/**
 * Chunks, bodies and outlines are immutable (chunks and bodies are content-addressed, a
 * revision never changes), so each process may keep the ones it read without ever
 * invalidating them: every replica computes the same values. Each is bounded by its share of
 * CONTENT_CACHE_MB (./cache-budget.ts), its entries weighed in approximate bytes.
 * Cached values are shared by every caller and must never be mutated.
 */
/**
 * Heap bytes of a parsed chunk entry, measured: about 120 for the object, 28 and the text for
 * each string, 60 and 1.6 a character of JSON for a nested object (git, layout, target). Page
 * entries in chunks of 40 took 550 bytes each, 565 a chunk of one (with its key), 925 an entry
 * imported from Git with a description; file entries 430.
 */
function entryBytes(entry) {
    let bytes = 120;
    for (const value of Object.values(entry)) {
        if (typeof value === 'string')
            bytes += 28 + (0, cache_budget_1.textBytes)(value);
        else if (typeof value === 'object' && value !== null)
            bytes += 60 + 1.6 * JSON.stringify(value).length;
    }
    return bytes;
}
/** Parsed chunks (their entries by id). */
exports.chunkCache = new cache_budget_1.BudgetedCache('chunks', (entries) => Object.values(entries).reduce((size, entry) => size + entryBytes(entry), 100));
/**
 * Page Markdown by hash. Measured: the text (one byte a character, two for text beyond
 * Latin-1) and about 200 bytes: 1,105 for a body of 911 characters.
 */
exports.bodyCache = new cache_budget_1.BudgetedCache('bodies', (markdown) => 200 + (0, cache_budget_1.textBytes)(markdown));
/**
 * Values derived from a revision (its table of contents, its link graph), by revision id,
 * weighed as `bytesPerRevision + bytesPerPage * pages` (the figures are measured where each
 * is used).
 */
function revisionCache(name, { bytesPerRevision, bytesPerPage }) {
    return new cache_budget_1.BudgetedCache(name, (entry) => bytesPerRevision + bytesPerPage * entry.pages);
}
//# sourceMappingURL=caches.js.map