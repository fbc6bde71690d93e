import { BudgetedCache, type CacheName } from './cache-budget';
/** Parsed chunks (their entries by id). */
export declare const chunkCache: BudgetedCache<Record<string, unknown>>;
/**
 * Page Markdown by hash. Measured: the text (one byte a character, two for text beyond
 * Latin-1) and about 200 bytes: 1,105 for a body of 911 characters.
 */
export declare const bodyCache: BudgetedCache<string>;
export type RevisionCacheEntry<T> = {
    value: T;
    pages: number;
};
/**
 * Values derived from a revision (its table of contents, its link graph), by revision id,
 * weighed as `bytesPerRevision + bytesPerPage * pages` (the figures are measured where each
 * is used).
 */
export declare function revisionCache<T extends {}>(name: Extract<CacheName, 'outlines' | 'graphs'>, { bytesPerRevision, bytesPerPage }: {
    bytesPerRevision: number;
    bytesPerPage: number;
}): BudgetedCache<RevisionCacheEntry<T>>;
