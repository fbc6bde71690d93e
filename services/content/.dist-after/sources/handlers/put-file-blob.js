"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.putFileBlob = putFileBlob;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const source_blob_putter_1 = require("../commands/source-blob-putter");
const queries_1 = require("../queries");
const ZPutFileBlobRequest = zod_1.z.object({ organizationId: validation_1.ZId, spaceId: validation_1.ZId, data: zod_1.z.instanceof(Uint8Array) });
/** PutFileBlob (git-worker): the bytes of a file a WriteRevision of the space will name by hash. */
async function putFileBlob(ctx, request) {
    const input = (0, shared_1.parseRequest)(ZPutFileBlobRequest, request);
    if (input.data.byteLength > ctx.limits.maxUploadBytes) {
        throw (0, shared_1.invalidArgument)(`data: the file is larger than the upload limit of ${ctx.limits.maxUploadBytes} bytes`);
    }
    const space = await (0, queries_1.findSourceSpace)(ctx.db, input.organizationId, input.spaceId);
    return (0, source_blob_putter_1.sourceBlobPutter)(ctx, { spaceId: space.id, data: input.data });
}
//# sourceMappingURL=put-file-blob.js.map