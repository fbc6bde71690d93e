"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateCommentReply = updateCommentReply;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const reply_updater_1 = require("../commands/reply-updater");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const ZUpdateCommentReplyRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    commentId: validation_1.ZId,
    commentReplyId: validation_1.ZId,
    body: schemas_1.ZCommentBody.optional(),
    ...schemas_1.ZReactions,
    format: validation_1.ZEnumValue,
});
/**
 * Edits a reply's body (its author only, 403) and adds or removes the caller's reactions; needs
 * the `comment` level. A request that asks for no change is refused (400).
 */
async function updateCommentReply(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdateCommentReplyRequest, request);
    const format = (0, schemas_1.formatOf)(input.format);
    const reactions = (0, schemas_1.reactionChangesOf)(input.addedReactions, input.removedReactions);
    const markdown = input.body === undefined ? undefined : (0, schemas_1.markdownOfBody)(input.body);
    if (markdown === undefined && reactions.added.length === 0 && reactions.removed.length === 0) {
        throw (0, shared_1.invalidArgument)('request: nothing to update: give body, addedReactions or removedReactions');
    }
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorizeParticipate)(scope.access);
    const row = await (0, reply_updater_1.replyUpdater)(ctx.db, {
        scope: (0, queries_1.scopeRefOf)(scope),
        organizationId: scope.space.organizationId,
        commentId: input.commentId,
        replyId: input.commentReplyId,
        changes: { markdown, reactions },
        access: scope.access,
        actorId: principal.userId,
    });
    const [reply] = await (0, presenter_1.presentReplies)(ctx, [row], (0, presenter_1.commentViewer)(scope, principal.userId, format), (0, shared_1.forwardMetadata)(callContext));
    return { reply };
}
//# sourceMappingURL=update-comment-reply.js.map