import { invalidArgument, newId, notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { ReviewStatus } from '../../generated/prisma/enums';
import { lockChangeRequest } from '../../change-requests/queries';
import { recordEvent } from '../../lib/events';
import { lockSpaceOfChangeRequest } from '../../lib/space-lock';
import { writeTransaction } from '../../lib/transaction';
import { reviewRefusal } from '../policy';
import type { ReviewRow } from '../queries';

/**
 * Records a review of the change request's current revision, with the space then the change
 * request locked (lib/space-lock.ts: an edit cannot slip in between reading its revision and
 * recording the review), and the `change-request-review.submitted` event. `requestedBy` is whoever requested this reviewer, if
 * anyone did. The new review is the reviewer's latest, so it is not outdated; their earlier
 * ones now are.
 */
export function reviewSubmitter(
  db: PrismaClient,
  { changeRequestId, reviewerId, status }: { changeRequestId: string; reviewerId: string; status: ReviewStatus },
): Promise<ReviewRow> {
  return writeTransaction(db, async (tx) => {
    await lockSpaceOfChangeRequest(tx, changeRequestId, 'content');
    const changeRequest = await lockChangeRequest(tx, changeRequestId);
    if (!changeRequest) throw notFound('Change request not found');
    const refusal = reviewRefusal(changeRequest.status);
    if (refusal) throw invalidArgument(refusal);
    const request = await tx.changeRequestReviewer.findUnique({
      where: { changeRequestId_userId: { changeRequestId, userId: reviewerId } },
      select: { requestedById: true },
    });
    const review = await tx.changeRequestReview.create({
      data: {
        id: newId(),
        changeRequestId,
        reviewerId,
        requestedById: request?.requestedById ?? null,
        status,
        revisionId: changeRequest.revisionId,
      },
      select: { id: true, changeRequestId: true, reviewerId: true, requestedById: true, status: true, revisionId: true, createdAt: true, updatedAt: true },
    });
    await recordEvent(tx, 'change-request-review', 'submitted', {
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
