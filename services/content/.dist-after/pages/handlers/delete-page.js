"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deletePage = deletePage;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const page_deleter_1 = require("../commands/page-deleter");
const load_1 = require("../../change-requests/load");
const ZDeletePageRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, pageId: validation_1.ZId });
/** Deletes a page and all its descendants from a change request (Quire extension; 204 also when it was not there). */
async function deletePage(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDeletePageRequest, request);
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    await (0, page_deleter_1.pageDeleter)(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, pageId: input.pageId });
    return {};
}
//# sourceMappingURL=delete-page.js.map