import { invalidArgument, notFound } from '@quire/shared';
import type { MergeConflict } from '../../content-tree/merge';
import type { PrismaClient } from '../../db';
import { recordContentChanges } from '../../lib/content-events';
import { recordEvent } from '../../lib/events';
import { putBodies } from '../../revision-store/bodies';
import { createRevision, isEmptyChange } from '../../revision-store/store';
import { baseOf, changeRequestSelect, lockChangeRequest } from '../queries';
import { closedReason } from './change-request-editor';
import { planMerge } from './merge-plan';

export type PullResult = { result: 'update'; revision: string } | { result: 'conflicts'; revision: string; conflicts: MergeConflict[] };

/**
 * Pulls main into a change request (GitBook's "update"): a three-way merge of the change
 * request's base, its revision and main's revision, written as a change request revision of
 * type `update` whose parents are the change request's revision and main's; the change
 * request's merged ancestor becomes main's revision, so it is no longer outdated. Conflicts
 * change nothing. Planned before the transaction, like a merge, and planned again inside it
 * (main's row shared-locked, the change request's locked) if either moved meanwhile.
 */
export async function changeRequestMainPuller(db: PrismaClient, input: { changeRequestId: string; actorId: string }): Promise<PullResult> {
  const changeRequest = await db.changeRequest.findUnique({ where: { id: input.changeRequestId }, select: changeRequestSelect });
  if (!changeRequest) throw notFound('Change request not found');
  const reason = closedReason(changeRequest.status);
  if (reason) throw invalidArgument(reason);
  const space = await db.space.findUnique({ where: { id: changeRequest.spaceId }, select: { revisionId: true } });
  if (!space) throw notFound('Change request not found');
  if (baseOf(changeRequest) === space.revisionId) return { result: 'update', revision: changeRequest.revisionId };
  const optimistic = await planMerge(db, { base: baseOf(changeRequest), target: changeRequest.revisionId, incoming: space.revisionId });

  return db.$transaction(
    async (tx) => {
      const [main] = await tx.$queryRaw<{ revision_id: string }[]>`SELECT revision_id FROM spaces WHERE id = ${changeRequest.spaceId} FOR SHARE`;
      const locked = await lockChangeRequest(tx, changeRequest.id);
      if (!main || !locked) throw notFound('Change request not found');
      const lockedReason = closedReason(locked.status);
      if (lockedReason) throw invalidArgument(lockedReason);
      if (baseOf(locked) === main.revision_id) return { result: 'update' as const, revision: locked.revisionId };
      const moved = main.revision_id !== space.revisionId || locked.revisionId !== changeRequest.revisionId || baseOf(locked) !== baseOf(changeRequest);
      const plan = moved ? await planMerge(tx, { base: baseOf(locked), target: locked.revisionId, incoming: main.revision_id }) : optimistic;
      if ('conflicts' in plan) return { result: 'conflicts' as const, revision: locked.revisionId, conflicts: plan.conflicts };

      await putBodies(tx, plan.bodies);
      const revision = await createRevision(tx, {
        spaceId: locked.spaceId,
        base: plan.target,
        changes: plan.changes,
        type: 'update',
        parents: [plan.target.id, main.revision_id],
        changeRequestId: locked.id,
        createdById: input.actorId,
      });
      await tx.changeRequest.update({ where: { id: locked.id }, data: { revisionId: revision.id, revisionMergedAncestorId: main.revision_id, updatedAt: new Date() } });
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
        data: { id: locked.id, spaceId: locked.spaceId, revisionId: revision.id, mergedAncestor: main.revision_id, actorId: input.actorId },
      });
      return { result: 'update' as const, revision: revision.id };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
