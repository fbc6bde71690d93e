"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getReview = getReview;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../change-requests/load");
const ZGetReviewRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, reviewId: validation_1.ZId });
/** One review of a change request; NOT_FOUND for a review of another change request. */
async function getReview(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetReviewRequest, request);
    const { changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    const review = await (0, queries_1.findReview)(ctx.db, changeRequest.id, input.reviewId);
    if (!review)
        throw (0, shared_1.notFound)('Review not found');
    const [presented] = await (0, presenter_1.presentReviews)(ctx, [review], changeRequest, (0, shared_1.forwardMetadata)(callContext));
    return { review: presented };
}
//# sourceMappingURL=get-review.js.map