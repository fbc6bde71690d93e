import { z } from 'zod';
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
export declare const MIB: number;
export declare const DEFAULT_CACHE_BUDGET_MB = 64;
/** Below it the outline or graph of a space of some thousands of pages no longer fits its share. */
export declare const MIN_CACHE_BUDGET_MB = 16;
export declare const MAX_CACHE_BUDGET_MB: number;
/** CONTENT_CACHE_MB, as main.ts reads it (loadConfig stops start-up on anything else). */
export declare const cacheBudgetMbConfig: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
/**
 * Percent of the budget each cache may hold (they add up to 100). Chunks and bodies are read by
 * nearly every request; outlines and graphs save rebuilding a revision's tree; links and
 * sections save parsing Markdown again (sections only until a change request is merged), and
 * the stored hashes one query per backlink read; page listings save encoding every page of a
 * revision again (pages/listing.ts; kept gzip-compressed, a 10,000-page listing is about 5 MB);
 * the reader's trees save building a published revision's tree again (reader/trees.ts; at the
 * default budget their share holds a tree of some 13,000 pages).
 */
export declare const CACHE_SHARES: {
    readonly chunks: 20;
    readonly bodies: 20;
    readonly pageListings: 10;
    readonly outlines: 12;
    readonly graphs: 12;
    readonly bodyLinks: 7;
    readonly bodySections: 4;
    readonly storedLinkHashes: 3;
    readonly readerTrees: 12;
};
export type CacheName = keyof typeof CACHE_SHARES;
/** Each cache's bound in bytes for a budget of `budgetMb` MiB. */
export declare function cacheMaxSizes(budgetMb: number): Record<CacheName, number>;
/** Heap bytes of a string's characters: V8 keeps Latin-1 text one byte a character, else two. */
export declare const textBytes: (text: string) => number;
/** An LRU cache by string key, bounded by its share of the budget, its entries weighed by `bytesOf`. */
export declare class BudgetedCache<V extends {}> {
    #private;
    readonly name: CacheName;
    private readonly bytesOf;
    constructor(name: CacheName, bytesOf: (value: V) => number);
    /** Starts over, empty, with the current budget's share. */
    resize(): void;
    get(key: string): V | undefined;
    has(key: string): boolean;
    set(key: string, value: V): void;
    /** Estimated bytes held. */
    get calculatedSize(): number;
    /** This cache's share of the budget, in bytes. */
    get maxSize(): number;
    get size(): number;
}
/**
 * Sets the budget (startContentService, before serving). Caches whose share changes start over
 * empty, so it is meant for start-up.
 */
export declare function setCacheBudget(mb: number): void;
