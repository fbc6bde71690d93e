"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deleteFile = deleteFile;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const file_deleter_1 = require("../commands/file-deleter");
const load_1 = require("../../change-requests/load");
const ZDeleteFileRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, fileId: validation_1.ZId });
/** Removes a file from a change request (Quire extension; 204 also when it was not there). */
async function deleteFile(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDeleteFileRequest, request);
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    await (0, file_deleter_1.fileDeleter)(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, fileId: input.fileId });
    return {};
}
//# sourceMappingURL=delete-file.js.map