"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listComments = listComments;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const ZListCommentsRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    page: validation_1.ZPage,
    limit: validation_1.ZLimit,
    order: validation_1.ZEnumValue,
    status: validation_1.ZEnumValue,
    format: validation_1.ZEnumValue,
    targetPage: validation_1.ZId.optional(),
    authors: zod_1.z.array(validation_1.ZId).max(schemas_1.MAX_AUTHORS),
});
/**
 * The comments of a space's main content, or of one of its change requests: newest first unless
 * `order=asc`, filtered by `status` (all by default), `targetPage` and `authors`. Anyone who
 * reads the space lists them.
 */
async function listComments(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListCommentsRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const direction = (0, schemas_1.directionOf)(input.order);
    const status = (0, schemas_1.statusFilterOf)(input.status);
    const format = (0, schemas_1.formatOf)(input.format);
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    const page = await (0, queries_1.listCommentsPage)(ctx.db, {
        scope: (0, queries_1.scopeRefOf)(scope),
        filters: { status, pageId: input.targetPage, authors: input.authors.length > 0 ? input.authors : undefined },
        direction,
        page: input.page,
        limit,
    });
    const items = await (0, presenter_1.presentComments)(ctx, page.items, (0, presenter_1.commentViewer)(scope, principal.userId, format), (0, shared_1.forwardMetadata)(callContext));
    return { items, next: page.next, count: page.count };
}
//# sourceMappingURL=list-comments.js.map