"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deleteCommentReply = deleteCommentReply;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const reply_deleter_1 = require("../commands/reply-deleter");
const policy_1 = require("../policy");
const queries_1 = require("../queries");
const ZDeleteCommentReplyRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId.optional(), commentId: validation_1.ZId, commentReplyId: validation_1.ZId });
/**
 * Deletes a reply: its author or a space admin. Succeeds when there is no such reply (or
 * comment) in the scope, for anyone who may comment.
 */
async function deleteCommentReply(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDeleteCommentReplyRequest, request);
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorizeParticipate)(scope.access);
    await (0, reply_deleter_1.replyDeleter)(ctx.db, {
        scope: (0, queries_1.scopeRefOf)(scope),
        organizationId: scope.space.organizationId,
        commentId: input.commentId,
        replyId: input.commentReplyId,
        access: scope.access,
        actorId: principal.userId,
    });
    return {};
}
//# sourceMappingURL=delete-comment-reply.js.map