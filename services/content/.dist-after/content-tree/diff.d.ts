import type { Snapshot } from './entries';
export type IdChanges = {
    added: string[];
    changed: string[];
    removed: string[];
};
export type SnapshotDiff = {
    pages: IdChanges;
    files: IdChanges;
};
/**
 * Which page and file ids were added, changed (any field, `updatedAt` included) or removed
 * between two snapshots; each list sorted by id. Unchanged entries shared by both snapshots
 * cost one identity check.
 */
export declare const diffSnapshots: (before: Snapshot, after: Snapshot) => SnapshotDiff;
