"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getCommentReply = getCommentReply;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const ZGetCommentReplyRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    commentId: validation_1.ZId,
    commentReplyId: validation_1.ZId,
    format: validation_1.ZEnumValue,
});
/** One reply of a comment; NOT_FOUND for an unknown comment or a reply to another comment. */
async function getCommentReply(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetCommentReplyRequest, request);
    const format = (0, schemas_1.formatOf)(input.format);
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    const comment = await (0, queries_1.findComment)(ctx.db, (0, queries_1.scopeRefOf)(scope), input.commentId);
    if (!comment)
        throw (0, shared_1.notFound)('Comment not found');
    const row = await (0, queries_1.findReply)(ctx.db, comment.id, input.commentReplyId);
    if (!row)
        throw (0, shared_1.notFound)('Reply not found');
    const [reply] = await (0, presenter_1.presentReplies)(ctx, [row], (0, presenter_1.commentViewer)(scope, principal.userId, format), (0, shared_1.forwardMetadata)(callContext));
    return { reply };
}
//# sourceMappingURL=get-comment-reply.js.map