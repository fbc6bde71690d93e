"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bodyHashOf = void 0;
exports.putBodies = putBodies;
exports.getBodies = getBodies;
const caches_1 = require("./caches");
const hashing_1 = require("./hashing");
/** Page markdown, stored once per distinct text. */
const bodyHashOf = (markdown) => (0, hashing_1.sha256)(markdown);
exports.bodyHashOf = bodyHashOf;
/**
 * Stores the bodies that are not stored yet (the hash is the key: an existing row is the same
 * text). In hash order: a transaction inserting a hash another one inserted and has not
 * committed waits for it, so two writes storing the same bodies in different orders would
 * deadlock (lib/space-lock.ts, step 5).
 */
async function putBodies(db, bodies) {
    if (bodies.size === 0)
        return;
    await db.pageBody.createMany({
        data: [...bodies].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([hash, markdown]) => ({ hash, markdown })),
        skipDuplicates: true,
    });
}
/** The markdown of each hash, in one query; missing hashes are absent from the map. */
async function getBodies(db, hashes) {
    const found = new Map();
    const missing = [];
    for (const hash of new Set(hashes)) {
        const cached = caches_1.bodyCache.get(hash);
        if (cached !== undefined)
            found.set(hash, cached);
        else
            missing.push(hash);
    }
    if (missing.length === 0)
        return found;
    const rows = await db.pageBody.findMany({ where: { hash: { in: missing } }, select: { hash: true, markdown: true } });
    for (const row of rows) {
        caches_1.bodyCache.set(row.hash, row.markdown);
        found.set(row.hash, row.markdown);
    }
    return found;
}
//# sourceMappingURL=bodies.js.map