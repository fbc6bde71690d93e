"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reviewerRemover = reviewerRemover;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const space_lock_1 = require("../../lib/space-lock");
const transaction_1 = require("../../lib/transaction");
const queries_1 = require("../queries");
/**
 * Removes a user from a change request's requested reviewers, with the space then the change
 * request locked (lib/space-lock.ts).
 * Removing someone who is not requested changes nothing (and records nothing); a merged change
 * request refuses the removal. Their reviews stay.
 */
function reviewerRemover(db, { changeRequestId, userId, actorId }) {
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        await (0, space_lock_1.lockSpaceOfChangeRequest)(tx, changeRequestId, 'content');
        const changeRequest = await (0, queries_1.lockChangeRequest)(tx, changeRequestId);
        if (!changeRequest)
            return;
        if (changeRequest.status === 'merged')
            throw (0, shared_1.invalidArgument)('The change request is merged and cannot be changed');
        const { count } = await tx.changeRequestReviewer.deleteMany({ where: { changeRequestId, userId } });
        if (count === 0)
            return;
        await (0, events_1.recordEvent)(tx, 'change-request', 'reviewer-removed', {
            aggregateId: changeRequest.id,
            organizationId: changeRequest.organizationId,
            data: { id: changeRequest.id, spaceId: changeRequest.spaceId, number: changeRequest.number, userId, actorId },
        });
    });
}
//# sourceMappingURL=reviewer-remover.js.map