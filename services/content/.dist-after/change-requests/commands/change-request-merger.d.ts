import type { Level } from '../../access/policy';
import type { MergeConflict } from '../../content-tree/merge';
import type { PrismaClient } from '../../db';
import { type ChangeRequestRow } from '../queries';
export type MergeResult = {
    result: 'merge';
    revision: string;
} | {
    result: 'conflicts';
    revision: string;
    conflicts: MergeConflict[];
};
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
export declare function changeRequestMerger(db: PrismaClient, input: MergeInput): Promise<MergeResult>;
