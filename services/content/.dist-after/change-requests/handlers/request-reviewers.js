"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.requestReviewers = requestReviewers;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const document_validation_1 = require("../../lib/document-validation");
const validation_1 = require("../../lib/validation");
const reviewer_requester_1 = require("../commands/reviewer-requester");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZRequestReviewersRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId,
    users: validation_1.ZIdList,
    subject: validation_1.ZChangeRequestSubject.optional(),
    description: validation_1.ZJsonObject.optional(),
});
/**
 * Asks organization members to review a change request (optionally changing its subject and
 * description at the same time). Needs `edit` on the space; merged and archived change
 * requests refuse (400). Every user must be a member (guests included) of the space's
 * organization, and not the change request's author (who cannot review it): otherwise 400
 * naming the ids. One identity call checks the members and gives the users to present.
 */
async function requestReviewers(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZRequestReviewersRequest, request);
    if (input.description !== undefined)
        (0, document_validation_1.validateDocument)('description', input.description);
    const { space, access, changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorize)(access, policy_2.changeRequestRules.edit, 'Space');
    const refusal = (0, policy_2.reviewRequestRefusal)(changeRequest.status);
    if (refusal)
        throw (0, shared_1.invalidArgument)(refusal);
    const userIds = [...new Set(input.users)];
    if (userIds.includes(changeRequest.createdById)) {
        throw (0, shared_1.invalidArgument)(`users: ${changeRequest.createdById} is the author of the change request and cannot review it`);
    }
    // Who requested the users already requested: their requests stay, and are presented as they are.
    const existing = await ctx.db.changeRequestReviewer.findMany({
        where: { changeRequestId: changeRequest.id, userId: { in: userIds } },
        select: { requestedById: true },
    });
    const metadata = (0, shared_1.forwardMetadata)(callContext);
    const { users, memberIds } = await ctx.identity.users([...userIds, principal.userId, ...existing.map((row) => row.requestedById)], space.organizationId, metadata);
    const outsiders = userIds.filter((userId) => !memberIds.has(userId));
    if (outsiders.length > 0)
        throw (0, shared_1.invalidArgument)(`users: not members of the organization: ${outsiders.join(', ')}`);
    const result = await (0, reviewer_requester_1.reviewerRequester)(ctx.db, {
        changeRequestId: changeRequest.id,
        userIds,
        changes: { subject: input.subject, description: input.description },
        actorId: principal.userId,
    });
    // A request renewed by someone else between the read above and the transaction names a
    // requester not fetched yet: fetch those few (almost never any).
    const missing = result.reviewers.map((row) => row.requestedById).filter((userId) => !users.has(userId));
    if (missing.length > 0)
        for (const [id, user] of (await ctx.identity.users(missing, undefined, metadata)).users)
            users.set(id, user);
    return { users: result.reviewers.map((row) => (0, presenter_1.presentRequestedReviewer)(row, users, ctx.urls)) };
}
//# sourceMappingURL=request-reviewers.js.map