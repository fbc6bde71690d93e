"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.submitReview = submitReview;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const review_submitter_1 = require("../commands/review-submitter");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../../change-requests/load");
const ZSubmitReviewRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, status: validation_1.ZEnumValue });
function statusFromRequest(status) {
    if (status === proto_1.contentV1.ReviewStatus.REVIEW_STATUS_APPROVED)
        return 'approved';
    if (status === proto_1.contentV1.ReviewStatus.REVIEW_STATUS_CHANGES_REQUESTED)
        return 'changes_requested';
    throw (0, shared_1.invalidArgument)('status: must be approved or changes-requested');
}
/**
 * Reviews the change request's current revision (approved or changes-requested). Needs the
 * `review` level on the space, and the caller must not be the change request's author (403);
 * merged and archived change requests take no review (400).
 */
async function submitReview(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZSubmitReviewRequest, request);
    const status = statusFromRequest(input.status);
    const { access, changeRequest } = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorizeSubmit)(access, { reviewerId: principal.userId, authorId: changeRequest.createdById });
    const refusal = (0, policy_1.reviewRefusal)(changeRequest.status);
    if (refusal)
        throw (0, shared_1.invalidArgument)(refusal);
    const review = await (0, review_submitter_1.reviewSubmitter)(ctx.db, { changeRequestId: changeRequest.id, reviewerId: principal.userId, status });
    const [presented] = await (0, presenter_1.presentReviews)(ctx, [review], changeRequest, (0, shared_1.forwardMetadata)(callContext));
    return { review: presented };
}
//# sourceMappingURL=submit-review.js.map