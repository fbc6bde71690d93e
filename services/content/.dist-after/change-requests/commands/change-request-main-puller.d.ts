import type { MergeConflict } from '../../content-tree/merge';
import type { PrismaClient } from '../../db';
import { type ChangeRequestRow } from '../queries';
export type PullResult = {
    result: 'update';
    revision: string;
} | {
    result: 'conflicts';
    revision: string;
    conflicts: MergeConflict[];
};
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
export declare function changeRequestMainPuller(db: PrismaClient, input: PullInput): Promise<PullResult>;
