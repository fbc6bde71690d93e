"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateChangeRequest = updateChangeRequest;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const document_validation_1 = require("../../lib/document-validation");
const validation_1 = require("../../lib/validation");
const change_request_patcher_1 = require("../commands/change-request-patcher");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const status_1 = require("../status");
const load_1 = require("../load");
const ZUpdateChangeRequestRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId,
    subject: validation_1.ZChangeRequestSubject.optional(),
    description: validation_1.ZJsonObject.optional(),
    status: validation_1.ZEnumValue,
    // google.protobuf.Value: a string links, null unlinks, absent keeps.
    conversationsIssuesCluster: zod_1.z.union([validation_1.ZId, zod_1.z.null()]).optional(),
});
/**
 * Changes a change request's subject, description (a GitBook JSONDocument, checked against the
 * contract's block model since it is echoed back) or status. Needs `edit` on the space. Status
 * moves: draft <-> open, draft/open -> archived, archived -> open; a merged change request
 * takes no change, and `merged` cannot be set (both 400).
 */
async function updateChangeRequest(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdateChangeRequestRequest, request);
    const status = (0, status_1.statusFromRequest)(input.status);
    if (input.description !== undefined)
        (0, document_validation_1.validateDocument)('description', input.description);
    const { space, access, changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorize)(access, policy_2.changeRequestRules.edit, 'Space');
    const updated = await (0, change_request_patcher_1.changeRequestPatcher)(ctx.db, {
        changeRequestId: changeRequest.id,
        changes: {
            subject: input.subject,
            description: input.description,
            status,
            conversationsIssuesCluster: input.conversationsIssuesCluster,
        },
        actorId: principal.userId,
    });
    return { changeRequest: await (0, presenter_1.presentOneChangeRequest)(ctx, updated, space.revisionId, (0, shared_1.forwardMetadata)(callContext)) };
}
//# sourceMappingURL=update-change-request.js.map