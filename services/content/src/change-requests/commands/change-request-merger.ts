import { invalidArgument, notFound } from '@quire/shared';
import type { MergeConflict } from '../../content-tree/merge';
import type { PrismaClient, TransactionClient } from '../../db';
import { recordContentChanges } from '../../lib/content-events';
import { recordEvent } from '../../lib/events';
import { putBodies } from '../../revision-store/bodies';
import { createRevision } from '../../revision-store/store';
import { closedReason } from './change-request-editor';
import { planMerge } from './merge-plan';
import { baseOf, changeRequestSelect, lockChangeRequest, type ChangeRequestRow } from '../queries';

export type MergeResult =
  | { result: 'merge'; revision: string }
  | { result: 'conflicts'; revision: string; conflicts: MergeConflict[] };

export type MergeInput = {
  changeRequestId: string;
  actorId: string;
  /** Refuses the merge with the unmet rules' sentences (checked with the row locked). */
  checkRules: (tx: TransactionClient, changeRequest: ChangeRequestRow, mainRevisionId: string) => Promise<string[]>;
  /** Tests only: runs as the transaction's last statement (a throw there must leave main as it was). */
  beforeCommit?: () => Promise<void>;
};

/**
 * Merges a change request into the space's main content: a new main revision of type `merge`
 * (parents: the previous main revision and the change request's), the change request marked
 * merged, events, all in one transaction. The merge is computed before the transaction
 * (optimistic on `Space.revision`); if main or the change request moved in the meantime, it
 * is computed again inside the transaction with the space row locked, on top of the new main,
 * so concurrent merges serialize and none is lost (the later one merges or reports conflicts).
 */
export async function changeRequestMerger(db: PrismaClient, input: MergeInput): Promise<MergeResult> {
  const current = await readCurrent(db, input.changeRequestId);
  const reason = closedReason(current.changeRequest.status);
  if (reason) throw invalidArgument(reason);
  const optimistic = await planMerge(db, { base: baseOf(current.changeRequest), target: current.mainRevisionId, incoming: current.changeRequest.revisionId });

  return db.$transaction(async (tx) => {
    const [space] = await tx.$queryRaw<{ revision_id: string }[]>`SELECT revision_id FROM spaces WHERE id = ${current.changeRequest.spaceId} FOR UPDATE`;
    const locked = await lockChangeRequest(tx, input.changeRequestId);
    if (!space || !locked) throw notFound('Change request not found');
    const lockedReason = closedReason(locked.status);
    if (lockedReason) throw invalidArgument(lockedReason);
    const moved = space.revision_id !== current.mainRevisionId || locked.revisionId !== current.changeRequest.revisionId;
    const plan = moved ? await planMerge(tx, { base: baseOf(locked), target: space.revision_id, incoming: locked.revisionId }) : optimistic;
    if ('conflicts' in plan) return { result: 'conflicts' as const, revision: locked.revisionId, conflicts: plan.conflicts };
    const unmet = await input.checkRules(tx, locked, space.revision_id);
    if (unmet.length > 0) throw invalidArgument(`The merge rules are not met: ${unmet.join('; ')}`);

    await putBodies(tx, plan.bodies);
    const revision = await createRevision(tx, {
      spaceId: locked.spaceId,
      base: plan.target,
      changes: plan.changes,
      type: 'merge',
      parents: [plan.target.id, locked.revisionId],
      changeRequestId: locked.id,
      createdById: input.actorId,
    });
    const now = new Date();
    await tx.space.update({ where: { id: locked.spaceId }, data: { revisionId: revision.id } });
    await tx.changeRequest.update({ where: { id: locked.id }, data: { status: 'merged', revisionMergedId: revision.id, updatedAt: now } });
    await recordContentChanges(tx, {
      organizationId: locked.organizationId,
      spaceId: locked.spaceId,
      changeRequestId: null,
      revisionId: revision.id,
      parentRevisionId: plan.target.id,
      changes: plan.changes,
      added: revision.added,
      actorId: input.actorId,
      type: 'merge',
    });
    await recordEvent(tx, 'change-request', 'merged', {
      aggregateId: locked.id,
      organizationId: locked.organizationId,
      data: { id: locked.id, spaceId: locked.spaceId, number: locked.number, revisionId: revision.id, actorId: input.actorId },
    });
    await input.beforeCommit?.();
    return { result: 'merge' as const, revision: revision.id };
  }, { timeout: 60_000, maxWait: 30_000 });
}

/** The change request and the space's main revision as they are now (no lock: the transaction checks them again). */
async function readCurrent(db: PrismaClient, changeRequestId: string): Promise<{ changeRequest: ChangeRequestRow; mainRevisionId: string }> {
  const changeRequest = await db.changeRequest.findUnique({ where: { id: changeRequestId }, select: changeRequestSelect });
  if (!changeRequest) throw notFound('Change request not found');
  const space = await db.space.findUnique({ where: { id: changeRequest.spaceId }, select: { revisionId: true } });
  if (!space) throw notFound('Change request not found');
  return { changeRequest, mainRevisionId: space.revisionId };
}
