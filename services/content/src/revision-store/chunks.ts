import type { FileEntry, PageEntry } from '../content-tree/entries';
import { canonicalJson, sha256 } from './hashing';

/**
 * A revision's pages (and, separately, its files) are split into BUCKETS buckets by a hash of
 * their id. Each non-empty bucket is stored once as a content-addressed chunk; a revision row
 * names its chunks ({bucket: hash}). Changing k entries rewrites at most k chunks, and a
 * revision that changes nothing shares all of them, so creating a revision costs the same for
 * 10 pages or 10,000 (about 40 entries per chunk at 10,000).
 */
export const BUCKETS = 256;

export type ChunkMap = Record<string, string>;
export type Entry = PageEntry | FileEntry;

/** FNV-1a over the id's UTF-16 code units: cheap and stable across releases (never change it). */
export function bucketOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BUCKETS;
}

/** The stored chunk map of a revision column (JSON), tolerating anything malformed as empty. */
export function chunkMapOf(value: unknown): ChunkMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const map: ChunkMap = {};
  for (const [bucket, hash] of Object.entries(value as Record<string, unknown>)) {
    if (typeof hash === 'string' && hash !== '') map[bucket] = hash;
  }
  return map;
}

export type EncodedChunk = { hash: string; json: string; entries: Record<string, Entry> };

/** The chunk for a bucket's entries (sorted by id); undefined when the bucket is empty. */
export function encodeChunk(entries: Iterable<Entry>): EncodedChunk | undefined {
  const sorted = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (sorted.length === 0) return undefined;
  const record: Record<string, Entry> = {};
  for (const entry of sorted) record[entry.id] = entry;
  const json = canonicalJson(record);
  return { hash: sha256(json), json, entries: record };
}
