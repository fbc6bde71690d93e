"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listReviews = listReviews;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../change-requests/load");
const ZListReviewsRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId,
    outdated: zod_1.z.boolean().optional(),
    page: validation_1.ZPage,
    limit: validation_1.ZLimit,
});
/** A change request's reviews, newest first, only the outdated (or current) ones when `outdated` is given; anyone who reads the space lists them. */
async function listReviews(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListReviewsRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const { changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    const page = await (0, queries_1.listReviewsPage)(ctx.db, { changeRequestId: changeRequest.id, outdated: input.outdated, page: input.page, limit });
    const items = await (0, presenter_1.presentReviews)(ctx, page.items, changeRequest, (0, shared_1.forwardMetadata)(callContext));
    return { items, next: page.next, count: page.count };
}
//# sourceMappingURL=list-reviews.js.map