"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deleteReusableContent = deleteReusableContent;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const load_1 = require("../../change-requests/load");
const validation_1 = require("../../lib/validation");
const reusable_content_writer_1 = require("../commands/reusable-content-writer");
const ZDeleteReusableContentRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, reusableContentId: validation_1.ZId });
/** Removes a reusable content from a change request (Quire extension; 204 also when it was not there). */
async function deleteReusableContent(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDeleteReusableContentRequest, request);
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    await (0, reusable_content_writer_1.reusableContentDeleter)(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, reusableContentId: input.reusableContentId });
    return {};
}
//# sourceMappingURL=delete-reusable-content.js.map