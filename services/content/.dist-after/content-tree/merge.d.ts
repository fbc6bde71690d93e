import type { Snapshot } from './entries';
export type MergeConflictReason = 'content' | 'deleted-and-edited' | 'moved' | 'renamed' | 'property' | 'cycle' | 'orphan' | 'invalid-parent';
export type MergeConflict = {
    kind: 'page' | 'file' | 'reusable-content';
    id: string;
    title: string;
    reason: MergeConflictReason;
    /** The entry fields both sides changed differently (`layout.<member>` for layout members). */
    fields?: string[];
};
/** Page bodies by sha256 hex of their markdown; called once per merge, with every hash it needs. */
export type LoadBodies = (hashes: string[]) => Promise<Map<string, string>>;
export type MergeOutcome = {
    kind: 'merged';
    snapshot: Snapshot;
    newBodies: Map<string, string>;
} | {
    kind: 'conflicts';
    conflicts: MergeConflict[];
};
export type MergeSnapshotsOptions = {
    /** The common ancestor of `ours` and `theirs`. */
    base: Snapshot;
    ours: Snapshot;
    theirs: Snapshot;
    loadBodies: LoadBodies;
};
/**
 * Three-way merge of two snapshots against their common ancestor.
 *
 * Pages, files and reusable contents are merged per id (see `mergeEntries`, `mergePage`,
 * `mergeFile`, `mergeReusableContent`); bodies
 * changed on both sides are merged line by line with diff3 (overlapping or adjacent changes
 * are a `content` conflict); then the merged page tree is checked (`validatePageTree`: orphans,
 * cycles, misplaced groups, children of links). Any conflict means no snapshot: the outcome
 * lists every conflict found, sorted by kind (pages first), id and reason.
 *
 * `loadBodies` is called at most once, with the distinct hashes of the bodies to merge (none
 * when no page body changed on both sides). A body it does not return is an error (the body
 * store lost data), thrown rather than reported as a conflict.
 *
 * `newBodies` holds the markdown of every merged body whose hash is new (not one of the
 * ancestor's or either side's), keyed by sha256 hex: the caller stores them with the snapshot.
 */
export declare const mergeSnapshots: ({ base, ours, theirs, loadBodies }: MergeSnapshotsOptions) => Promise<MergeOutcome>;
