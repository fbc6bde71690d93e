import { invalidArgument, notFound } from '@quire/shared';
import { mergeSnapshots, type MergeConflict } from '../../content-tree/merge';
import type { PrismaClient } from '../../db';
import { recordContentChanges } from '../../lib/content-events';
import { recordEvent } from '../../lib/events';
import { getBodies, putBodies } from '../../revision-store/bodies';
import { changesBetween, createRevision, isEmptyChange, loadSnapshot, storedRevisionSelect, type StoredRevision } from '../../revision-store/store';
import { changeRequestSelect, lockChangeRequest } from '../queries';
import { closedReason } from './change-request-editor';

export type PullResult = { result: 'update'; revision: string } | { result: 'conflicts'; revision: string; conflicts: MergeConflict[] };

const ATTEMPTS = 5;

async function loadRevision(db: PrismaClient, id: string): Promise<StoredRevision> {
  const revision = await db.revision.findUnique({ where: { id }, select: storedRevisionSelect });
  if (!revision) throw notFound('Revision not found');
  return revision;
}

/**
 * Pulls main into a change request (GitBook's "update"): a three-way merge of the change
 * request's base, its revision and main's revision, written as a change request revision of
 * type `update` whose parents are the change request's revision and main's; the change
 * request's merged ancestor becomes main's revision, so it is no longer outdated. Conflicts
 * change nothing. Optimistic on the change request's revision, as merges are on main's.
 */
export async function changeRequestMainPuller(db: PrismaClient, input: { changeRequestId: string; actorId: string }): Promise<PullResult> {
  for (let attempt = 1; ; attempt += 1) {
    const changeRequest = await db.changeRequest.findUnique({ where: { id: input.changeRequestId }, select: changeRequestSelect });
    if (!changeRequest) throw notFound('Change request not found');
    const reason = closedReason(changeRequest.status);
    if (reason) throw invalidArgument(reason);
    const space = await db.space.findUnique({ where: { id: changeRequest.spaceId }, select: { revisionId: true } });
    if (!space) throw notFound('Change request not found');
    const baseId = changeRequest.revisionMergedAncestorId ?? changeRequest.revisionInitialId;
    if (baseId === space.revisionId) return { result: 'update', revision: changeRequest.revisionId };

    const [base, ours, main] = await Promise.all([loadRevision(db, baseId), loadRevision(db, changeRequest.revisionId), loadRevision(db, space.revisionId)]);
    const [baseSnapshot, ourSnapshot, mainSnapshot] = await Promise.all([loadSnapshot(db, base), loadSnapshot(db, ours), loadSnapshot(db, main)]);
    const outcome = await mergeSnapshots({ base: baseSnapshot, ours: ourSnapshot, theirs: mainSnapshot, loadBodies: (hashes) => getBodies(db, hashes) });
    if (outcome.kind === 'conflicts') return { result: 'conflicts', revision: changeRequest.revisionId, conflicts: outcome.conflicts };
    const changes = changesBetween(ourSnapshot, outcome.snapshot);

    const written = await db.$transaction(async (tx) => {
      const locked = await lockChangeRequest(tx, changeRequest.id);
      if (!locked) throw notFound('Change request not found');
      const lockedReason = closedReason(locked.status);
      if (lockedReason) throw invalidArgument(lockedReason);
      // Written to while the merge was computed: compute it again.
      if (locked.revisionId !== ours.id || (locked.revisionMergedAncestorId ?? locked.revisionInitialId) !== baseId) return undefined;
      await putBodies(tx, outcome.newBodies);
      const revision = await createRevision(tx, {
        spaceId: locked.spaceId,
        base: ours,
        changes,
        type: 'update',
        parents: [ours.id, main.id],
        changeRequestId: locked.id,
        createdById: input.actorId,
      });
      await tx.changeRequest.update({ where: { id: locked.id }, data: { revisionId: revision.id, revisionMergedAncestorId: main.id, updatedAt: new Date() } });
      if (!isEmptyChange(changes)) {
        await recordContentChanges(tx, {
          organizationId: locked.organizationId,
          spaceId: locked.spaceId,
          changeRequestId: locked.id,
          revisionId: revision.id,
          parentRevisionId: ours.id,
          changes,
          added: revision.added,
          actorId: input.actorId,
          type: 'update',
        });
      }
      await recordEvent(tx, 'change-request', 'updated', {
        aggregateId: locked.id,
        organizationId: locked.organizationId,
        data: { id: locked.id, spaceId: locked.spaceId, revisionId: revision.id, mergedAncestor: main.id, actorId: input.actorId },
      });
      return { result: 'update' as const, revision: revision.id };
    });
    if (written) return written;
    if (attempt >= ATTEMPTS) throw invalidArgument('The change request changed too often during the update; try again');
  }
}
