import { invalidArgument, notFound } from '@quire/shared';
import type { MergeConflict } from '../../content-tree/merge';
import type { PrismaClient } from '../../db';
import { recordContentChanges } from '../../lib/content-events';
import { recordEvent } from '../../lib/events';
import { lockSpace } from '../../lib/space-lock';
import { writeTransaction } from '../../lib/transaction';
import { putBodies } from '../../revision-store/bodies';
import { createRevision, isEmptyChange } from '../../revision-store/store';
import { closedReason } from '../policy';
import { baseOf, lockChangeRequest, type ChangeRequestRow } from '../queries';
import { planMerge } from './merge-plan';

export type PullResult = { result: 'update'; revision: string } | { result: 'conflicts'; revision: string; conflicts: MergeConflict[] };

export type PullInput = {
  /** The change request as the handler loaded it. */
  changeRequest: ChangeRequestRow;
  /** The space's main revision as the handler loaded it. */
  mainRevisionId: string;
  actorId: string;
};

/**
 * Pulls main into a change request (GitBook's "update"): a three-way merge of the change
 * request's base, its revision and main's revision, written as a change request revision of
 * type `update` whose parents are the change request's revision and main's; the change
 * request's merged ancestor becomes main's revision, so it is no longer outdated. Conflicts
 * change nothing. Planned before the transaction from the rows the handler loaded, like a
 * merge, and planned again inside it (the space row locked in mode `read-main`, then the
 * change request's: lib/space-lock.ts) if either moved meanwhile.
 */
export async function changeRequestMainPuller(db: PrismaClient, input: PullInput): Promise<PullResult> {
  const { changeRequest, mainRevisionId } = input;
  const reason = closedReason(changeRequest.status);
  if (reason) throw invalidArgument(reason);
  if (baseOf(changeRequest) === mainRevisionId) return { result: 'update', revision: changeRequest.revisionId };
  const optimistic = await planMerge(db, { base: baseOf(changeRequest), target: changeRequest.revisionId, incoming: mainRevisionId });

  return writeTransaction(
    db,
    async (tx) => {
      const main = await lockSpace(tx, changeRequest.spaceId, 'read-main');
      const locked = await lockChangeRequest(tx, changeRequest.id);
      if (!main || main.deletedAt) throw notFound('Space not found');
      if (!locked) throw notFound('Change request not found');
      const lockedReason = closedReason(locked.status);
      if (lockedReason) throw invalidArgument(lockedReason);
      if (baseOf(locked) === main.revisionId) return { result: 'update' as const, revision: locked.revisionId };
      const moved = main.revisionId !== mainRevisionId || locked.revisionId !== changeRequest.revisionId || baseOf(locked) !== baseOf(changeRequest);
      const plan = moved ? await planMerge(tx, { base: baseOf(locked), target: locked.revisionId, incoming: main.revisionId }) : optimistic;
      if ('conflicts' in plan) return { result: 'conflicts' as const, revision: locked.revisionId, conflicts: plan.conflicts };

      await putBodies(tx, plan.bodies);
      const revision = await createRevision(tx, {
        spaceId: locked.spaceId,
        base: plan.target,
        changes: plan.changes,
        type: 'update',
        parents: [plan.target.id, main.revisionId],
        changeRequestId: locked.id,
        createdById: input.actorId,
      });
      await tx.changeRequest.update({ where: { id: locked.id }, data: { revisionId: revision.id, revisionMergedAncestorId: main.revisionId, updatedAt: new Date() } });
      if (!isEmptyChange(plan.changes)) {
        await recordContentChanges(tx, {
          organizationId: locked.organizationId,
          spaceId: locked.spaceId,
          changeRequestId: locked.id,
          revisionId: revision.id,
          parentRevisionId: plan.target.id,
          changes: plan.changes,
          added: revision.added,
          actorId: input.actorId,
          type: 'update',
        });
      }
      await recordEvent(tx, 'change-request', 'updated', {
        aggregateId: locked.id,
        organizationId: locked.organizationId,
        data: { id: locked.id, spaceId: locked.spaceId, revisionId: revision.id, mergedAncestor: main.revisionId, actorId: input.actorId },
      });
      return { result: 'update' as const, revision: revision.id };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
