import { invalidArgument, notFound } from '@quire/shared';
import type { Level } from '../../access/policy';
import type { MergeConflict } from '../../content-tree/merge';
import type { PrismaClient } from '../../db';
import { recordContentChanges } from '../../lib/content-events';
import { recordEvent } from '../../lib/events';
import { recordFormerPaths } from '../../lib/page-path-history';
import { lockSpace } from '../../lib/space-lock';
import { writeTransaction } from '../../lib/transaction';
import { putBodies } from '../../revision-store/bodies';
import { createRevision } from '../../revision-store/store';
import { loadMergeFacts, unmetMergeRules } from '../merge-rules-check';
import { authorizeMerge, closedReason } from '../policy';
import { baseOf, lockChangeRequest, type ChangeRequestRow } from '../queries';
import { planMerge } from './merge-plan';

export type MergeResult =
  | { result: 'merge'; revision: string }
  | { result: 'conflicts'; revision: string; conflicts: MergeConflict[] };

export type MergeInput = {
  /** The change request as the handler loaded it (the merge does not read it again before its lock). */
  changeRequest: ChangeRequestRow;
  /** The space's main revision as the handler loaded it. */
  mainRevisionId: string;
  /** The merger's level on the space: checked again against the space row once it is locked. */
  access: Level | null;
  actorId: string;
  /** Tests only: runs as the transaction's last statement (a throw there must leave main as it was). */
  beforeCommit?: () => Promise<void>;
};

/**
 * Merges a change request into the space's main content: a new main revision of type `merge`
 * (parents: the previous main revision and the change request's), the change request marked
 * merged, events, all in one transaction. The merge is planned before the transaction from the
 * rows the handler loaded (optimistic on `Space.revision`); the transaction locks the space row
 * (mode `main`), then the change request (lib/space-lock.ts), checks the merge permission, the
 * change request's status and the merge rules against those locked rows, and plans again on
 * top of the new main if main or the change request moved meanwhile, so concurrent merges
 * serialize and none is lost (the later one merges or reports conflicts).
 */
export async function changeRequestMerger(db: PrismaClient, input: MergeInput): Promise<MergeResult> {
  const reason = closedReason(input.changeRequest.status);
  if (reason) throw invalidArgument(reason);
  const optimistic = await planMerge(db, { base: baseOf(input.changeRequest), target: input.mainRevisionId, incoming: input.changeRequest.revisionId });

  return writeTransaction(
    db,
    async (tx) => {
      const space = await lockSpace(tx, input.changeRequest.spaceId, 'main');
      const locked = await lockChangeRequest(tx, input.changeRequest.id);
      if (!space || space.deletedAt) throw notFound('Space not found');
      if (!locked) throw notFound('Change request not found');
      authorizeMerge(input.access, space);
      const lockedReason = closedReason(locked.status);
      if (lockedReason) throw invalidArgument(lockedReason);
      const moved = space.revisionId !== input.mainRevisionId || locked.revisionId !== input.changeRequest.revisionId;
      const plan = moved ? await planMerge(tx, { base: baseOf(locked), target: space.revisionId, incoming: locked.revisionId }) : optimistic;
      if ('conflicts' in plan) return { result: 'conflicts' as const, revision: locked.revisionId, conflicts: plan.conflicts };
      const unmet = unmetMergeRules(await loadMergeFacts(tx, { changeRequest: locked, space, actorId: input.actorId }));
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
      await recordFormerPaths(tx, { spaceId: locked.spaceId, before: plan.target, changes: plan.changes });
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
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
