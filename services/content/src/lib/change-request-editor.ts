import { invalidArgument, notFound } from '@quire/shared';
import type { Snapshot } from '../content-tree/entries';
import type { PrismaClient, TransactionClient } from '../db';
import { recordContentChanges } from './content-events';
import { lockSpaceOfChangeRequest } from './space-lock';
import { writeTransaction } from './transaction';
import { putBodies } from '../revision-store/bodies';
import { createRevision, isEmptyChange, loadSnapshot, loadStoredRevision, type RevisionChanges, type StoredRevision } from '../revision-store/store';
import { closedReason } from '../change-requests/policy';
import { lockChangeRequest, type ChangeRequestRow } from '../change-requests/queries';

export type ContentEdit<T> = {
  changes: RevisionChanges;
  /** New page bodies (sha256 hex -> markdown) the changes refer to. */
  bodies?: ReadonlyMap<string, string>;
  result: T;
};

export type EditContext = { tx: TransactionClient; changeRequest: ChangeRequestRow; revision: StoredRevision; snapshot: () => Promise<Snapshot> };

/**
 * Runs one content write in a change request: locks the space (mode `content`), then the change
 * request (lib/space-lock.ts; writes to one change request are serialized), refuses merged and archived ones, lets `edit` compute the changes
 * against its current revision, then writes the new revision, moves the change request to it,
 * records the author as a contributor and the page/file events, all in one transaction.
 * An edit that changes nothing writes nothing. `edit` may run more than once (writeTransaction
 * retries a deadlock victim): it computes from what the context gives it, nothing else.
 */
export function changeRequestEditor<T>(
  db: PrismaClient,
  input: { changeRequestId: string; actorId: string },
  edit: (context: EditContext) => Promise<ContentEdit<T>>,
): Promise<T> {
  return writeTransaction(db, async (tx) => {
    await lockSpaceOfChangeRequest(tx, input.changeRequestId, 'content');
    const changeRequest = await lockChangeRequest(tx, input.changeRequestId);
    if (!changeRequest) throw notFound('Change request not found');
    const reason = closedReason(changeRequest.status);
    if (reason) throw invalidArgument(reason);
    const revision = await loadStoredRevision(tx, changeRequest.revisionId);
    let snapshot: Promise<Snapshot> | undefined;
    const outcome = await edit({ tx, changeRequest, revision, snapshot: () => (snapshot ??= loadSnapshot(tx, revision)) });
    if (isEmptyChange(outcome.changes)) return outcome.result;
    if (outcome.bodies) await putBodies(tx, outcome.bodies);
    const next = await createRevision(tx, {
      spaceId: changeRequest.spaceId,
      base: revision,
      changes: outcome.changes,
      type: 'edits',
      parents: [revision.id],
      changeRequestId: changeRequest.id,
      createdById: input.actorId,
    });
    const now = new Date();
    await tx.changeRequest.update({ where: { id: changeRequest.id }, data: { revisionId: next.id, updatedAt: now } });
    await tx.$executeRaw`
      INSERT INTO change_request_contributors (change_request_id, user_id, first_at, last_at)
      VALUES (${changeRequest.id}, ${input.actorId}, ${now}, ${now})
      ON CONFLICT (change_request_id, user_id) DO UPDATE SET last_at = EXCLUDED.last_at, edits = change_request_contributors.edits + 1`;
    await recordContentChanges(tx, {
      organizationId: changeRequest.organizationId,
      spaceId: changeRequest.spaceId,
      changeRequestId: changeRequest.id,
      revisionId: next.id,
      parentRevisionId: revision.id,
      changes: outcome.changes,
      added: next.added,
      actorId: input.actorId,
    });
    return outcome.result;
  });
}

