"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BUCKETS = void 0;
exports.bucketOf = bucketOf;
exports.chunkMapOf = chunkMapOf;
exports.encodeChunk = encodeChunk;
const hashing_1 = require("./hashing");
/**
 * A revision's pages (and, separately, its files) are split into BUCKETS buckets by a hash of
 * their id. Each non-empty bucket is stored once as a content-addressed chunk; a revision row
 * names its chunks ({bucket: hash}). Changing k entries rewrites at most k chunks, and a
 * revision that changes nothing shares all of them, so creating a revision costs the same for
 * 10 pages or 10,000 (about 40 entries per chunk at 10,000).
 */
exports.BUCKETS = 256;
/** FNV-1a over the id's UTF-16 code units: cheap and stable across releases (never change it). */
function bucketOf(id) {
    let hash = 0x811c9dc5;
    for (let index = 0; index < id.length; index += 1) {
        hash ^= id.charCodeAt(index);
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash % exports.BUCKETS;
}
/** The stored chunk map of a revision column (JSON), tolerating anything malformed as empty. */
function chunkMapOf(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return {};
    const map = {};
    for (const [bucket, hash] of Object.entries(value)) {
        if (typeof hash === 'string' && hash !== '')
            map[bucket] = hash;
    }
    return map;
}
/** The chunk for a bucket's entries (sorted by id); undefined when the bucket is empty. */
function encodeChunk(entries) {
    const sorted = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (sorted.length === 0)
        return undefined;
    const record = {};
    for (const entry of sorted)
        record[entry.id] = entry;
    const json = (0, hashing_1.canonicalJson)(record);
    return { hash: (0, hashing_1.sha256)(json), json, entries: record };
}
//# sourceMappingURL=chunks.js.map