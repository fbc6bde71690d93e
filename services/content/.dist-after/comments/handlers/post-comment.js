"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.postComment = postComment;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const comment_poster_1 = require("../commands/comment-poster");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const ZPostCommentRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    body: schemas_1.ZCommentBody.optional(),
    page: validation_1.ZId.optional(),
    node: schemas_1.ZTargetKey.optional(),
    tableCell: schemas_1.ZTableCell.optional(),
    format: validation_1.ZEnumValue,
});
/**
 * Posts an open comment on the space's current revision, or on a change request's; on a page,
 * and a node or table cell of it, when given. Needs the `comment` level. Presented without
 * counting (a new comment has no replies or reactions).
 */
async function postComment(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZPostCommentRequest, request);
    const format = (0, schemas_1.formatOf)(input.format);
    const markdown = (0, schemas_1.markdownOfBody)(input.body);
    if (input.page === undefined && (input.node !== undefined || input.tableCell !== undefined)) {
        throw (0, shared_1.invalidArgument)('page: required with node or tableCell (they are inside a page)');
    }
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorizeParticipate)(scope.access);
    const row = await (0, comment_poster_1.commentPoster)(ctx.db, {
        scope: (0, queries_1.scopeRefOf)(scope),
        organizationId: scope.space.organizationId,
        markdown,
        pageId: input.page,
        nodeId: input.node,
        tableCell: input.tableCell,
        actorId: principal.userId,
    });
    const [comment] = await (0, presenter_1.presentComments)(ctx, [row], (0, presenter_1.commentViewer)(scope, principal.userId, format), (0, shared_1.forwardMetadata)(callContext), { fresh: true });
    return { comment };
}
//# sourceMappingURL=post-comment.js.map