"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reviewSubmitter = reviewSubmitter;
const shared_1 = require("@quire/shared");
const queries_1 = require("../../change-requests/queries");
const events_1 = require("../../lib/events");
const space_lock_1 = require("../../lib/space-lock");
const transaction_1 = require("../../lib/transaction");
const policy_1 = require("../policy");
/**
 * Records a review of the change request's current revision, with the space then the change
 * request locked (lib/space-lock.ts: an edit cannot slip in between reading its revision and
 * recording the review), and the `change-request-review.submitted` event. `requestedBy` is whoever requested this reviewer, if
 * anyone did. The new review is the reviewer's latest, so it is not outdated; their earlier
 * ones now are.
 */
function reviewSubmitter(db, { changeRequestId, reviewerId, status }) {
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        await (0, space_lock_1.lockSpaceOfChangeRequest)(tx, changeRequestId, 'content');
        const changeRequest = await (0, queries_1.lockChangeRequest)(tx, changeRequestId);
        if (!changeRequest)
            throw (0, shared_1.notFound)('Change request not found');
        const refusal = (0, policy_1.reviewRefusal)(changeRequest.status);
        if (refusal)
            throw (0, shared_1.invalidArgument)(refusal);
        const request = await tx.changeRequestReviewer.findUnique({
            where: { changeRequestId_userId: { changeRequestId, userId: reviewerId } },
            select: { requestedById: true },
        });
        const review = await tx.changeRequestReview.create({
            data: {
                id: (0, shared_1.newId)(),
                changeRequestId,
                reviewerId,
                requestedById: request?.requestedById ?? null,
                status,
                revisionId: changeRequest.revisionId,
            },
            select: { id: true, changeRequestId: true, reviewerId: true, requestedById: true, status: true, revisionId: true, createdAt: true, updatedAt: true },
        });
        await (0, events_1.recordEvent)(tx, 'change-request-review', 'submitted', {
            aggregateId: review.id,
            organizationId: changeRequest.organizationId,
            data: {
                id: review.id,
                changeRequestId,
                spaceId: changeRequest.spaceId,
                number: changeRequest.number,
                reviewerId,
                // The contract's spelling.
                status: status === 'changes_requested' ? 'changes-requested' : status,
                revisionId: review.revisionId,
                actorId: reviewerId,
            },
        });
        return { ...review, outdated: false };
    });
}
//# sourceMappingURL=review-submitter.js.map