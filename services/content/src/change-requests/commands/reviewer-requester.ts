import { invalidArgument, notFound } from '@quire/shared';
import { Prisma, type PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { lockSpaceOfChangeRequest } from '../../lib/space-lock';
import { writeTransaction } from '../../lib/transaction';
import { reviewRequestRefusal } from '../policy';
import { lockChangeRequest, reviewerSelect, type ChangeRequestRow, type ReviewerRow } from '../queries';
import { applyChangeRequestChanges, type ChangeRequestChanges } from './change-request-patcher';

export type ReviewerRequest = {
  changeRequestId: string;
  /** Distinct user ids, already checked to be members of the organization. */
  userIds: string[];
  /** Subject and description changes made with the request. */
  changes: Pick<ChangeRequestChanges, 'subject' | 'description'>;
  actorId: string;
};

/**
 * Requests reviews from users, in one transaction with the space then the change request locked
 * (lib/space-lock.ts), so that the revision recorded is the one they are asked to review. A user already requested is not added
 * twice: their pending request stays as it was. A user who has reviewed since they were last
 * requested gets a new request (requester, revision and time renewed), which makes their
 * earlier reviews outdated. Records `change-request.reviewers-requested` for the users newly
 * requested or re-requested. Answers the change request and the requests of `userIds`.
 */
export function reviewerRequester(
  db: PrismaClient,
  input: ReviewerRequest,
): Promise<{ changeRequest: ChangeRequestRow; reviewers: ReviewerRow[] }> {
  return writeTransaction(db, async (tx) => {
    await lockSpaceOfChangeRequest(tx, input.changeRequestId, 'content');
    const current = await lockChangeRequest(tx, input.changeRequestId);
    if (!current) throw notFound('Change request not found');
    const refusal = reviewRequestRefusal(current.status);
    if (refusal) throw invalidArgument(refusal);
    const changeRequest = await applyChangeRequestChanges(tx, current, input.changes, input.actorId);
    if (input.userIds.length === 0) return { changeRequest, reviewers: [] };

    const now = new Date();
    const requested = await tx.$queryRaw<{ user_id: string }[]>(Prisma.sql`
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
      await recordEvent(tx, 'change-request', 'reviewers-requested', {
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
      select: reviewerSelect,
    });
    return { changeRequest, reviewers };
  });
}
