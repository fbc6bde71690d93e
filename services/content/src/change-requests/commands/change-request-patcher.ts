import { invalidArgument, notFound, type JsonObject } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../../db';
import type { ChangeRequestStatus } from '../../generated/prisma/enums';
import { recordEvent } from '../../lib/events';
import { lockSpaceOfChangeRequest } from '../../lib/space-lock';
import { writeTransaction } from '../../lib/transaction';
import { changeRequestSelect, lockChangeRequest, type ChangeRequestRow } from '../queries';
import { statusChangeRefusal } from '../status';

export type ChangeRequestChanges = {
  subject?: string;
  /** A GitBook JSONDocument, already validated. */
  description?: JsonObject;
  status?: ChangeRequestStatus;
  /** A cluster id links, null unlinks (insights counts the cluster's tasks from the events). */
  conversationsIssuesCluster?: string | null;
};

/**
 * Applies `changes` to a change request locked by the caller's transaction: refuses any change
 * to a merged change request and the status moves statusChangeRefusal forbids (INVALID_ARGUMENT),
 * writes only what differs, and records `change-request.archived` when it archives, else
 * `change-request.updated`. Nothing is written (no event, same `updatedAt`) when nothing differs.
 */
export async function applyChangeRequestChanges(
  tx: TransactionClient,
  current: ChangeRequestRow,
  changes: ChangeRequestChanges,
  actorId: string,
): Promise<ChangeRequestRow> {
  if (current.status === 'merged') throw invalidArgument('The change request is merged and cannot be changed');
  if (changes.status !== undefined) {
    const refusal = statusChangeRefusal(current.status, changes.status);
    if (refusal) throw invalidArgument(refusal);
  }
  const data: ChangeRequestChanges = {};
  if (changes.subject !== undefined && changes.subject !== current.subject) data.subject = changes.subject;
  if (changes.description !== undefined && JSON.stringify(changes.description) !== JSON.stringify(current.description)) {
    data.description = changes.description;
  }
  if (changes.status !== undefined && changes.status !== current.status) data.status = changes.status;
  if (changes.conversationsIssuesCluster !== undefined && changes.conversationsIssuesCluster !== current.conversationsIssuesCluster) {
    data.conversationsIssuesCluster = changes.conversationsIssuesCluster;
  }
  if (Object.keys(data).length === 0) return current;

  const updated = await tx.changeRequest.update({
    where: { id: current.id },
    data: { ...data, updatedAt: new Date() },
    select: changeRequestSelect,
  });
  await recordEvent(tx, 'change-request', data.status === 'archived' ? 'archived' : 'updated', {
    aggregateId: updated.id,
    organizationId: updated.organizationId,
    data: {
      id: updated.id,
      spaceId: updated.spaceId,
      number: updated.number,
      changes: { ...data },
      ...(data.status !== undefined && { fromStatus: current.status }),
      actorId,
    },
  });
  return updated;
}

/** Updates a change request's subject, description or status in one transaction, the space then the row locked (lib/space-lock.ts). */
export function changeRequestPatcher(
  db: PrismaClient,
  { changeRequestId, changes, actorId }: { changeRequestId: string; changes: ChangeRequestChanges; actorId: string },
): Promise<ChangeRequestRow> {
  return writeTransaction(db, async (tx) => {
    await lockSpaceOfChangeRequest(tx, changeRequestId, 'content');
    const current = await lockChangeRequest(tx, changeRequestId);
    if (!current) throw notFound('Change request not found');
    return applyChangeRequestChanges(tx, current, changes, actorId);
  });
}
