"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BudgetedCache = exports.textBytes = exports.CACHE_SHARES = exports.cacheBudgetMbConfig = exports.MAX_CACHE_BUDGET_MB = exports.MIN_CACHE_BUDGET_MB = exports.DEFAULT_CACHE_BUDGET_MB = exports.MIB = void 0;
exports.cacheMaxSizes = cacheMaxSizes;
exports.setCacheBudget = setCacheBudget;
const shared_1 = require("@quire/shared");
const lru_cache_1 = require("lru-cache");
const zod_1 = require("zod");
/**
 * One memory budget, CONTENT_CACHE_MB (MiB), for every process-local cache of content
 * (docs/content-core.md, "Caches"). Their values never change (chunks and bodies are
 * content-addressed, revisions immutable), so a cache fills until its bound and stays full:
 * the budget is what a content process's caches hold at most, whatever the load, and with it
 * one can size a container. Each cache has a share of it and weighs its entries in approximate
 * bytes of V8 heap, estimated beside each cache from measurements (heap retained per entry
 * after a full GC, key and lru-cache's own slots included, with the workload's values).
 *
 * An object several caches hold is charged to the one that creates it: page entries to chunks
 * (outlines and graphs point at the same objects), outline nodes to outlines (graphs point at
 * them), so each cache is charged what it adds.
 */
exports.MIB = 1024 * 1024;
exports.DEFAULT_CACHE_BUDGET_MB = 64;
/** Below it the outline or graph of a space of some thousands of pages no longer fits its share. */
exports.MIN_CACHE_BUDGET_MB = 16;
exports.MAX_CACHE_BUDGET_MB = 64 * 1024;
/** CONTENT_CACHE_MB, as main.ts reads it (loadConfig stops start-up on anything else). */
exports.cacheBudgetMbConfig = zod_1.z.coerce
    .number({ error: 'must be a number of MiB' })
    .int({ error: 'must be a whole number of MiB' })
    .min(exports.MIN_CACHE_BUDGET_MB, { error: `must be at least ${exports.MIN_CACHE_BUDGET_MB} (MiB)` })
    .max(exports.MAX_CACHE_BUDGET_MB, { error: `must be at most ${exports.MAX_CACHE_BUDGET_MB} (MiB)` })
    .default(exports.DEFAULT_CACHE_BUDGET_MB);
/**
 * Percent of the budget each cache may hold (they add up to 100). Chunks and bodies are read by
 * nearly every request; outlines and graphs save rebuilding a revision's tree; links and
 * sections save parsing Markdown again (sections only until a change request is merged), and
 * the stored hashes one query per backlink read; page listings save encoding every page of a
 * revision again (pages/listing.ts; kept gzip-compressed, a 10,000-page listing is about 5 MB);
 * the reader's trees save building a published revision's tree again (reader/trees.ts; at the
 * default budget their share holds a tree of some 13,000 pages).
 */
exports.CACHE_SHARES = {
    chunks: 20,
    bodies: 20,
    pageListings: 10,
    outlines: 12,
    graphs: 12,
    bodyLinks: 7,
    bodySections: 4,
    storedLinkHashes: 3,
    readerTrees: 12,
};
/** Each cache's bound in bytes for a budget of `budgetMb` MiB. */
function cacheMaxSizes(budgetMb) {
    const budget = budgetMb * exports.MIB;
    const sizes = {};
    for (const name of Object.keys(exports.CACHE_SHARES))
        sizes[name] = Math.floor((budget * exports.CACHE_SHARES[name]) / 100);
    return sizes;
}
const TWO_BYTE = /[\u0100-\uffff]/;
/** Heap bytes of a string's characters: V8 keeps Latin-1 text one byte a character, else two. */
const textBytes = (text) => (TWO_BYTE.test(text) ? 2 * text.length : text.length);
exports.textBytes = textBytes;
let budgetMb = exports.DEFAULT_CACHE_BUDGET_MB;
const caches = new Set();
/** An LRU cache by string key, bounded by its share of the budget, its entries weighed by `bytesOf`. */
class BudgetedCache {
    name;
    bytesOf;
    #lru;
    constructor(name, bytesOf) {
        this.name = name;
        this.bytesOf = bytesOf;
        this.#lru = this.#create();
        caches.add(this);
        // quire_cache_bytes{cache="content-<name>"}: how far the cache is from its share.
        (0, shared_1.registerCacheSize)(`content-${name}`, () => ({ bytes: this.calculatedSize, maxBytes: this.maxSize }));
    }
    #create() {
        // An entry larger than the whole share is not kept (lru-cache's maxEntrySize defaults to maxSize).
        return new lru_cache_1.LRUCache({ maxSize: cacheMaxSizes(budgetMb)[this.name], sizeCalculation: (value) => Math.max(1, Math.ceil(this.bytesOf(value))) });
    }
    /** Starts over, empty, with the current budget's share. */
    resize() {
        this.#lru = this.#create();
    }
    get(key) {
        return this.#lru.get(key);
    }
    has(key) {
        return this.#lru.has(key);
    }
    set(key, value) {
        this.#lru.set(key, value);
    }
    /** Estimated bytes held. */
    get calculatedSize() {
        return this.#lru.calculatedSize;
    }
    /** This cache's share of the budget, in bytes. */
    get maxSize() {
        return this.#lru.maxSize;
    }
    get size() {
        return this.#lru.size;
    }
}
exports.BudgetedCache = BudgetedCache;
/**
 * Sets the budget (startContentService, before serving). Caches whose share changes start over
 * empty, so it is meant for start-up.
 */
function setCacheBudget(mb) {
    const parsed = exports.cacheBudgetMbConfig.safeParse(mb);
    if (!parsed.success)
        throw new RangeError(`cache budget ${mb}: ${parsed.error.issues[0].message}`);
    if (parsed.data === budgetMb)
        return;
    budgetMb = parsed.data;
    for (const cache of caches)
        cache.resize();
}
//# sourceMappingURL=cache-budget.js.map