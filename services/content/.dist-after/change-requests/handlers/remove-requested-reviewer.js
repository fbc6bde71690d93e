"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.removeRequestedReviewer = removeRequestedReviewer;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const reviewer_remover_1 = require("../commands/reviewer-remover");
const policy_2 = require("../policy");
const load_1 = require("../load");
const ZRemoveRequestedReviewerRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, userId: validation_1.ZId });
/**
 * Takes a user off a change request's requested reviewers; succeeds whether or not they were
 * requested (the gateway answers 204 either way). Needs `edit` on the space; a merged change
 * request refuses (400).
 */
async function removeRequestedReviewer(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZRemoveRequestedReviewerRequest, request);
    const { access, changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorize)(access, policy_2.changeRequestRules.edit, 'Space');
    await (0, reviewer_remover_1.reviewerRemover)(ctx.db, { changeRequestId: changeRequest.id, userId: input.userId, actorId: principal.userId });
    return {};
}
//# sourceMappingURL=remove-requested-reviewer.js.map