"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.uploadFile = uploadFile;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const file_adder_1 = require("../commands/file-adder");
const dimensions_1 = require("../dimensions");
const presenter_1 = require("../presenter");
const schemas_1 = require("../schemas");
const load_1 = require("../../change-requests/load");
const ZUploadFileRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId,
    name: schemas_1.ZFileName,
    contentType: zod_1.z.string().max(1024),
    data: zod_1.z.instanceof(Uint8Array),
});
/**
 * Adds a file to a change request (Quire extension): the request body's bytes as they came,
 * with its Content-Type. The bytes go to the blob store first (content-addressed: storing the
 * same bytes twice keeps one copy), then the file entry into a new revision of the change
 * request. Images (PNG, JPEG, GIF, WebP, SVG) get their dimensions.
 */
async function uploadFile(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUploadFileRequest, request);
    // The gateway refuses larger bodies with 413 first (same QUIRE_MAX_UPLOAD_BYTES); this
    // service checks again for its other callers.
    if (input.data.byteLength > ctx.limits.maxUploadBytes) {
        throw (0, shared_1.invalidArgument)(`data: the file is larger than the upload limit of ${ctx.limits.maxUploadBytes} bytes`);
    }
    const contentType = (0, schemas_1.mediaTypeOf)(input.contentType);
    if (!contentType)
        throw (0, shared_1.invalidArgument)('contentType: must be a media type such as "image/png"');
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    const blobHash = await ctx.blobs.put(input.data);
    const dimensions = (0, dimensions_1.imageDimensions)(input.data, contentType);
    const file = {
        id: (0, shared_1.newId)(),
        name: input.name,
        contentType,
        size: input.data.byteLength,
        blobHash,
        ...(dimensions && { width: dimensions.width, height: dimensions.height }),
        createdAt: new Date().toISOString(),
    };
    await (0, file_adder_1.fileAdder)(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, file });
    return { file: (0, presenter_1.presentFile)(ctx, file) };
}
//# sourceMappingURL=upload-file.js.map