"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listCommentReplies = listCommentReplies;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const ZListCommentRepliesRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    commentId: validation_1.ZId,
    page: validation_1.ZPage,
    limit: validation_1.ZLimit,
    format: validation_1.ZEnumValue,
});
/** The replies of a comment, oldest first (a conversation reads in order); NOT_FOUND for an unknown comment. */
async function listCommentReplies(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListCommentRepliesRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const format = (0, schemas_1.formatOf)(input.format);
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    const comment = await (0, queries_1.findComment)(ctx.db, (0, queries_1.scopeRefOf)(scope), input.commentId);
    if (!comment)
        throw (0, shared_1.notFound)('Comment not found');
    const page = await (0, queries_1.listRepliesPage)(ctx.db, { commentId: comment.id, page: input.page, limit });
    const items = await (0, presenter_1.presentReplies)(ctx, page.items, (0, presenter_1.commentViewer)(scope, principal.userId, format), (0, shared_1.forwardMetadata)(callContext));
    return { items, next: page.next, count: page.count };
}
//# sourceMappingURL=list-comment-replies.js.map