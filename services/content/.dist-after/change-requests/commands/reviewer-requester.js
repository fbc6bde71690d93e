"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reviewerRequester = reviewerRequester;
const shared_1 = require("@quire/shared");
const db_1 = require("../../db");
const events_1 = require("../../lib/events");
const space_lock_1 = require("../../lib/space-lock");
const transaction_1 = require("../../lib/transaction");
const policy_1 = require("../policy");
const queries_1 = require("../queries");
const change_request_patcher_1 = require("./change-request-patcher");
/**
 * Requests reviews from users, in one transaction with the space then the change request locked
 * (lib/space-lock.ts), so that the revision recorded is the one they are asked to review. A user already requested is not added
 * twice: their pending request stays as it was. A user who has reviewed since they were last
 * requested gets a new request (requester, revision and time renewed), which makes their
 * earlier reviews outdated. Records `change-request.reviewers-requested` for the users newly
 * requested or re-requested. Answers the change request and the requests of `userIds`.
 */
function reviewerRequester(db, input) {
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        await (0, space_lock_1.lockSpaceOfChangeRequest)(tx, input.changeRequestId, 'content');
        const current = await (0, queries_1.lockChangeRequest)(tx, input.changeRequestId);
        if (!current)
            throw (0, shared_1.notFound)('Change request not found');
        const refusal = (0, policy_1.reviewRequestRefusal)(current.status);
        if (refusal)
            throw (0, shared_1.invalidArgument)(refusal);
        const changeRequest = await (0, change_request_patcher_1.applyChangeRequestChanges)(tx, current, input.changes, input.actorId);
        if (input.userIds.length === 0)
            return { changeRequest, reviewers: [] };
        const now = new Date();
        const requested = await tx.$queryRaw(db_1.Prisma.sql `
      INSERT INTO change_request_reviewers (change_request_id, user_id, requested_by_id, revision_id, created_at)
      SELECT ${changeRequest.id}, requested.user_id, ${input.actorId}, ${changeRequest.revisionId}, ${now}
        FROM unnest(${input.userIds}::text[]) AS requested(user_id)
      ON CONFLICT (change_request_id, user_id) DO UPDATE
         SET requested_by_id = EXCLUDED.requested_by_id, revision_id = EXCLUDED.revision_id, created_at = EXCLUDED.created_at
       WHERE EXISTS (
         SELECT 1 FROM change_request_reviews review
          WHERE review.change_request_id = change_request_reviewers.change_request_id
            AND review.reviewer_id = change_request_reviewers.user_id
            AND review.created_at >= change_request_reviewers.created_at)
      RETURNING user_id`);
        if (requested.length > 0) {
            await (0, events_1.recordEvent)(tx, 'change-request', 'reviewers-requested', {
                aggregateId: changeRequest.id,
                organizationId: changeRequest.organizationId,
                data: {
                    id: changeRequest.id,
                    spaceId: changeRequest.spaceId,
                    number: changeRequest.number,
                    userIds: requested.map((row) => row.user_id),
                    revisionId: changeRequest.revisionId,
                    actorId: input.actorId,
                },
            });
        }
        const reviewers = await tx.changeRequestReviewer.findMany({
            where: { changeRequestId: changeRequest.id, userId: { in: input.userIds } },
            orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
            select: queries_1.reviewerSelect,
        });
        return { changeRequest, reviewers };
    });
}
//# sourceMappingURL=reviewer-requester.js.map