"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getComment = getComment;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const ZGetCommentRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId.optional(), commentId: validation_1.ZId, format: validation_1.ZEnumValue });
/** One comment of the space's main content or of a change request; NOT_FOUND for a comment of another scope. */
async function getComment(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetCommentRequest, request);
    const format = (0, schemas_1.formatOf)(input.format);
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    const row = await (0, queries_1.findComment)(ctx.db, (0, queries_1.scopeRefOf)(scope), input.commentId);
    if (!row)
        throw (0, shared_1.notFound)('Comment not found');
    const [comment] = await (0, presenter_1.presentComments)(ctx, [row], (0, presenter_1.commentViewer)(scope, principal.userId, format), (0, shared_1.forwardMetadata)(callContext));
    return { comment };
}
//# sourceMappingURL=get-comment.js.map