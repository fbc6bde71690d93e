"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.postCommentReply = postCommentReply;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const reply_poster_1 = require("../commands/reply-poster");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const ZPostCommentReplyRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    commentId: validation_1.ZId,
    body: schemas_1.ZCommentBody.optional(),
    format: validation_1.ZEnumValue,
});
/** Replies to a comment (open or resolved); needs the `comment` level. NOT_FOUND for an unknown comment. */
async function postCommentReply(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZPostCommentReplyRequest, request);
    const format = (0, schemas_1.formatOf)(input.format);
    const markdown = (0, schemas_1.markdownOfBody)(input.body);
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorizeParticipate)(scope.access);
    const row = await (0, reply_poster_1.replyPoster)(ctx.db, {
        scope: (0, queries_1.scopeRefOf)(scope),
        organizationId: scope.space.organizationId,
        commentId: input.commentId,
        markdown,
        actorId: principal.userId,
    });
    const [reply] = await (0, presenter_1.presentReplies)(ctx, [row], (0, presenter_1.commentViewer)(scope, principal.userId, format), (0, shared_1.forwardMetadata)(callContext), { fresh: true });
    return { reply };
}
//# sourceMappingURL=post-comment-reply.js.map