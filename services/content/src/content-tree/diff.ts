import type { Snapshot } from './entries';
import { fileEntriesEqual, pageEntriesEqual } from './equality';

export type IdChanges = { added: string[]; changed: string[]; removed: string[] };

export type SnapshotDiff = { pages: IdChanges; files: IdChanges };

const diffMaps = <E>(
  before: ReadonlyMap<string, E>,
  after: ReadonlyMap<string, E>,
  equal: (a: E, b: E) => boolean,
): IdChanges => {
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [id, entry] of after) {
    const previous = before.get(id);
    if (previous === undefined) added.push(id);
    else if (!equal(previous, entry)) changed.push(id);
  }
  for (const id of before.keys()) if (!after.has(id)) removed.push(id);
  added.sort();
  changed.sort();
  removed.sort();
  return { added, changed, removed };
};

/**
 * Which page and file ids were added, changed (any field, `updatedAt` included) or removed
 * between two snapshots; each list sorted by id. Unchanged entries shared by both snapshots
 * cost one identity check.
 */
export const diffSnapshots = (before: Snapshot, after: Snapshot): SnapshotDiff => ({
  pages: diffMaps(before.pages, after.pages, pageEntriesEqual),
  files: diffMaps(before.files, after.files, fileEntriesEqual),
});
