"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findSourceSpace = findSourceSpace;
exports.knownBlobs = knownBlobs;
const shared_1 = require("@quire/shared");
/**
 * A live space of the organization. Another organization's space, a space in the trash and an
 * unknown id are all NOT_FOUND: the worker acts for one organization at a time.
 */
async function findSourceSpace(db, organizationId, spaceId) {
    const space = await db.space.findFirst({
        where: { id: spaceId, organizationId, deletedAt: null },
        select: { id: true, organizationId: true, revisionId: true },
    });
    if (!space)
        throw (0, shared_1.notFound)('Space not found');
    return space;
}
/**
 * The blobs among `hashes` a write into the space may name: those put for the space
 * (PutFileBlob), and those a file of `base` already has (a re-import of unchanged bytes).
 */
async function knownBlobs(db, spaceId, hashes, base) {
    const known = new Map();
    if (hashes.length === 0)
        return known;
    const wanted = new Set(hashes);
    const rows = await db.sourceBlob.findMany({
        where: { spaceId, sha256: { in: [...wanted] } },
        select: { sha256: true, size: true, width: true, height: true },
    });
    for (const row of rows)
        known.set(row.sha256, { size: row.size, width: row.width ?? undefined, height: row.height ?? undefined });
    for (const file of base.files.values()) {
        if (wanted.has(file.blobHash) && !known.has(file.blobHash))
            known.set(file.blobHash, { size: file.size, width: file.width, height: file.height });
    }
    return known;
}
//# sourceMappingURL=queries.js.map