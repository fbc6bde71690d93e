import { type MergeConflict } from '../../content-tree/merge';
import type { Db } from '../../db';
import { type RevisionChanges, type StoredRevision } from '../../revision-store/store';
export type MergePlan = {
    target: StoredRevision;
    changes: RevisionChanges;
    bodies: Map<string, string>;
} | {
    conflicts: MergeConflict[];
};
/**
 * What merging revision `incoming` into revision `target`, since their common ancestor `base`,
 * changes in `target`, with the merged page bodies to store. When `target` has not moved since
 * `base`, that is exactly `incoming`'s changes, read chunk by chunk; otherwise a three-way
 * merge of the three snapshots (where both sides reordered a page, `incoming` wins).
 */
export declare function planMerge(db: Db, revisions: {
    base: string;
    target: string;
    incoming: string;
}): Promise<MergePlan>;
