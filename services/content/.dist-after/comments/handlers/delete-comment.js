"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deleteComment = deleteComment;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const comment_deleter_1 = require("../commands/comment-deleter");
const policy_1 = require("../policy");
const queries_1 = require("../queries");
const ZDeleteCommentRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId.optional(), commentId: validation_1.ZId });
/**
 * Deletes a comment and its replies: its author or a space admin. Succeeds when there is no such
 * comment in the scope (the contract's "Comment did not exist"), for anyone who may comment.
 */
async function deleteComment(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDeleteCommentRequest, request);
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorizeParticipate)(scope.access);
    await (0, comment_deleter_1.commentDeleter)(ctx.db, {
        scope: (0, queries_1.scopeRefOf)(scope),
        organizationId: scope.space.organizationId,
        commentId: input.commentId,
        access: scope.access,
        actorId: principal.userId,
    });
    return {};
}
//# sourceMappingURL=delete-comment.js.map