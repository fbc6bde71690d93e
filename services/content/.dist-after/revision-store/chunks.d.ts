import type { FileEntry, PageEntry } from '../content-tree/entries';
/**
 * A revision's pages (and, separately, its files) are split into BUCKETS buckets by a hash of
 * their id. Each non-empty bucket is stored once as a content-addressed chunk; a revision row
 * names its chunks ({bucket: hash}). Changing k entries rewrites at most k chunks, and a
 * revision that changes nothing shares all of them, so creating a revision costs the same for
 * 10 pages or 10,000 (about 40 entries per chunk at 10,000).
 */
export declare const BUCKETS = 256;
export type ChunkMap = Record<string, string>;
export type Entry = PageEntry | FileEntry;
/** FNV-1a over the id's UTF-16 code units: cheap and stable across releases (never change it). */
export declare function bucketOf(id: string): number;
/** The stored chunk map of a revision column (JSON), tolerating anything malformed as empty. */
export declare function chunkMapOf(value: unknown): ChunkMap;
export type EncodedChunk = {
    hash: string;
    json: string;
    entries: Record<string, Entry>;
};
/** The chunk for a bucket's entries (sorted by id); undefined when the bucket is empty. */
export declare function encodeChunk(entries: Iterable<Entry>): EncodedChunk | undefined;
