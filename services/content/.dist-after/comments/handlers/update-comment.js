"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateComment = updateComment;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const comment_updater_1 = require("../commands/comment-updater");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const ZUpdateCommentRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    commentId: validation_1.ZId,
    resolved: zod_1.z.boolean().optional(),
    body: schemas_1.ZCommentBody.optional(),
    ...schemas_1.ZReactions,
    format: validation_1.ZEnumValue,
});
/**
 * Resolves or reopens a comment, edits its body, adds or removes the caller's reactions, in one
 * transaction. Needs the `comment` level; a body only from its author (403). A request that
 * asks for no change is refused (400).
 */
async function updateComment(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdateCommentRequest, request);
    const format = (0, schemas_1.formatOf)(input.format);
    const reactions = (0, schemas_1.reactionChangesOf)(input.addedReactions, input.removedReactions);
    const markdown = input.body === undefined ? undefined : (0, schemas_1.markdownOfBody)(input.body);
    if (input.resolved === undefined && markdown === undefined && reactions.added.length === 0 && reactions.removed.length === 0) {
        throw (0, shared_1.invalidArgument)('request: nothing to update: give resolved, body, addedReactions or removedReactions');
    }
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorizeParticipate)(scope.access);
    const row = await (0, comment_updater_1.commentUpdater)(ctx.db, {
        scope: (0, queries_1.scopeRefOf)(scope),
        organizationId: scope.space.organizationId,
        commentId: input.commentId,
        changes: { resolved: input.resolved, markdown, reactions },
        access: scope.access,
        actorId: principal.userId,
    });
    const [comment] = await (0, presenter_1.presentComments)(ctx, [row], (0, presenter_1.commentViewer)(scope, principal.userId, format), (0, shared_1.forwardMetadata)(callContext));
    return { comment };
}
//# sourceMappingURL=update-comment.js.map