import { mergeSnapshots, type MergeConflict } from '../../content-tree/merge';
import type { Db } from '../../db';
import { getBodies } from '../../revision-store/bodies';
import { changesBetween, changesBetweenRevisions, loadSnapshot, loadStoredRevision, type RevisionChanges, type StoredRevision } from '../../revision-store/store';

export type MergePlan = { target: StoredRevision; changes: RevisionChanges; bodies: Map<string, string> } | { conflicts: MergeConflict[] };

/**
 * What merging revision `incoming` into revision `target`, since their common ancestor `base`,
 * changes in `target`, with the merged page bodies to store. When `target` has not moved since
 * `base`, that is exactly `incoming`'s changes, read chunk by chunk; otherwise a three-way
 * merge of the three snapshots (where both sides reordered a page, `incoming` wins).
 */
export async function planMerge(db: Db, revisions: { base: string; target: string; incoming: string }): Promise<MergePlan> {
  const [target, incoming] = await Promise.all([loadStoredRevision(db, revisions.target), loadStoredRevision(db, revisions.incoming)]);
  if (revisions.base === target.id) return { target, changes: await changesBetweenRevisions(db, target, incoming), bodies: new Map() };
  const base = await loadStoredRevision(db, revisions.base);
  const [baseSnapshot, targetSnapshot, incomingSnapshot] = await Promise.all([loadSnapshot(db, base), loadSnapshot(db, target), loadSnapshot(db, incoming)]);
  const outcome = await mergeSnapshots({ base: baseSnapshot, ours: targetSnapshot, theirs: incomingSnapshot, loadBodies: (hashes) => getBodies(db, hashes) });
  if (outcome.kind === 'conflicts') return { conflicts: outcome.conflicts };
  return { target, changes: changesBetween(targetSnapshot, outcome.snapshot), bodies: outcome.newBodies };
}
