import { LRUCache } from 'lru-cache';

/**
 * Chunks, bodies and outlines are immutable (chunks and bodies are content-addressed, a
 * revision never changes), so each process may keep the ones it read without ever
 * invalidating them: every replica computes the same values. Bounded by what they hold.
 * Cached values are shared by every caller and must never be mutated.
 */

/** Parsed chunks, bounded by the number of entries they hold. */
export const chunkCache = new LRUCache<string, Record<string, unknown>>({
  maxSize: 100_000,
  sizeCalculation: (entries) => Math.max(1, Object.keys(entries).length),
});

/** Page Markdown by hash, bounded by characters (about 64 MiB of text). */
export const bodyCache = new LRUCache<string, string>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (markdown) => Math.max(1, markdown.length),
});

/** Values derived from a revision (its table of contents), by revision id, bounded by their page counts. */
export function revisionCache<T>(maxPages = 100_000): LRUCache<string, { value: T; pages: number }> {
  return new LRUCache<string, { value: T; pages: number }>({ maxSize: maxPages, sizeCalculation: (entry) => Math.max(1, entry.pages) });
}
