"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createChangeRequest = createChangeRequest;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const embedded_users_1 = require("../../lib/embedded-users");
const validation_1 = require("../../lib/validation");
const change_request_creator_1 = require("../commands/change-request-creator");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../../spaces/load");
const ZCreateChangeRequestRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    subject: validation_1.ZChangeRequestSubject.optional(),
    // GitBook's agent tasks have no meaning in Quire: accepted (bounded) and ignored.
    agentTaskId: zod_1.z.string().max(256).optional(),
    conversationsIssuesCluster: validation_1.ZId.optional(),
});
/**
 * Creates a draft change request on the space's current revision, numbered after the space's
 * last one. Needs `edit` on a space that is not locked. Presented without counting (a new
 * change request has no comments and is up to date).
 */
async function createChangeRequest(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZCreateChangeRequestRequest, request);
    const { space, access } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorizeCreate)(access, space);
    const changeRequest = await (0, change_request_creator_1.changeRequestCreator)(ctx.db, {
        spaceId: space.id,
        subject: input.subject ?? '',
        conversationsIssuesCluster: input.conversationsIssuesCluster ?? null,
        actorId: principal.userId,
    });
    const { users } = await ctx.identity.users([principal.userId], undefined, (0, shared_1.forwardMetadata)(callContext));
    return {
        changeRequest: (0, presenter_1.presentChangeRequest)(changeRequest, { createdBy: (0, embedded_users_1.embeddedUser)(users, principal.userId, ctx.urls), spaceRevisionId: changeRequest.revisionInitialId, comments: 0 }, ctx.urls),
    };
}
//# sourceMappingURL=create-change-request.js.map