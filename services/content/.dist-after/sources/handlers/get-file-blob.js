"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getFileBlob = getFileBlob;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const store_1 = require("../../revision-store/store");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const ZGetFileBlobRequest = zod_1.z.object({ organizationId: validation_1.ZId, spaceId: validation_1.ZId, sha256: schemas_1.ZSha256, revisionId: zod_1.z.union([zod_1.z.literal(''), validation_1.ZId]) });
/**
 * GetFileBlob (git-worker, export): the bytes of a blob the space holds: put for it, or named
 * by a file of the revision (the current one by default). The blob store is shared by every
 * space, so a hash alone would read any space's bytes: NOT_FOUND unless this space has it.
 */
async function getFileBlob(ctx, request) {
    const input = (0, shared_1.parseRequest)(ZGetFileBlobRequest, request);
    const space = await (0, queries_1.findSourceSpace)(ctx.db, input.organizationId, input.spaceId);
    const put = await ctx.db.sourceBlob.count({ where: { spaceId: space.id, sha256: input.sha256 } });
    if (put === 0) {
        const revision = await (0, store_1.loadStoredRevision)(ctx.db, input.revisionId || space.revisionId);
        if (revision.spaceId !== space.id)
            throw (0, shared_1.notFound)('Revision not found');
        const files = await (0, store_1.loadFiles)(ctx.db, revision);
        if (![...files.values()].some((file) => file.blobHash === input.sha256))
            throw (0, shared_1.notFound)('The space has no blob with this hash');
    }
    const data = await ctx.blobs.get(input.sha256);
    if (!data)
        throw (0, shared_1.notFound)('The space has no blob with this hash');
    return { data };
}
//# sourceMappingURL=get-file-blob.js.map