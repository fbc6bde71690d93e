import { invalidArgument } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { lockSpaceOfChangeRequest } from '../../lib/space-lock';
import { writeTransaction } from '../../lib/transaction';
import { lockChangeRequest } from '../queries';

/**
 * Removes a user from a change request's requested reviewers, with the space then the change
 * request locked (lib/space-lock.ts).
 * Removing someone who is not requested changes nothing (and records nothing); a merged change
 * request refuses the removal. Their reviews stay.
 */
export function reviewerRemover(
  db: PrismaClient,
  { changeRequestId, userId, actorId }: { changeRequestId: string; userId: string; actorId: string },
): Promise<void> {
  return writeTransaction(db, async (tx) => {
    await lockSpaceOfChangeRequest(tx, changeRequestId, 'content');
    const changeRequest = await lockChangeRequest(tx, changeRequestId);
    if (!changeRequest) return;
    if (changeRequest.status === 'merged') throw invalidArgument('The change request is merged and cannot be changed');
    const { count } = await tx.changeRequestReviewer.deleteMany({ where: { changeRequestId, userId } });
    if (count === 0) return;
    await recordEvent(tx, 'change-request', 'reviewer-removed', {
      aggregateId: changeRequest.id,
      organizationId: changeRequest.organizationId,
      data: { id: changeRequest.id, spaceId: changeRequest.spaceId, number: changeRequest.number, userId, actorId },
    });
  });
}
