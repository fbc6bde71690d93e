import { type SecretBox } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { GitOperationStatus } from '../../generated/prisma/enums';
import { type GitOperationRow } from '../queries';
export type GitBlobRecord = {
    id: string;
    oid: string;
    path: string;
};
export type GitOperationCompletion = {
    id: string;
    organizationId: string;
    outcome: Exclude<GitOperationStatus, 'pending'>;
    /** SUCCEEDED only. */
    commitOid: string | null;
    revisionId: string | null;
    /** FAILED or SKIPPED only. */
    errorCode: string | null;
    errorMessage: string | null;
    /** Succeeded exports: the pushed blob of each exported page and file. */
    pages: readonly GitBlobRecord[];
    files: readonly GitBlobRecord[];
};
export type GitOperationCompleted = {
    operation: GitOperationRow;
    stateUpdated: boolean;
    gitRevisionId: string | null;
};
/**
 * Records how a Git operation ended, in one transaction with the operation row, then the
 * space row (FOR NO KEY UPDATE: lib/space-lock.ts), then its Git sync row locked (always in
 * that order):
 *
 * - a finished operation answers the same outcome again without change (a worker retry), and
 *   refuses another one;
 * - a success moves the space's sync state (last commit, last timestamp) unless an operation
 *   with a later timestamp was applied meanwhile and this one is not forced: the check is made
 *   here, under the lock, not only when the worker asked (GetGitOperation's `superseded`);
 * - a succeeded export that moved the state stores the commit (GitBook "GitSyncCommit",
 *   `createdByGitBook: true`) on the space's content: when the exported revision is still the
 *   current one, a new current revision with the commit and the pages' and files' pushed blobs
 *   (copy-on-write: only the chunks of those entries); when the space moved on meanwhile, on
 *   the exported revision only (`git` is mutable metadata; its pages are not the current ones);
 * - a failure's message is stored with every credential removed.
 */
export declare function gitOperationCompleter(db: PrismaClient, secrets: SecretBox | undefined, completion: GitOperationCompletion): Promise<GitOperationCompleted>;
