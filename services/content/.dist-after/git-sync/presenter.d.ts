import { contentV1 } from '@quire/proto';
import { type GitOperationRow, type GitSyncInfo } from './queries';
/** GitBook "GitSyncState" (Space.gitSync, getSpaceGitInfo): only the members that are set. */
export declare function presentGitSyncState(info: GitSyncInfo): contentV1.GitSyncState;
/** An operation for the git-worker: `url` is the opened URL, credentials included. */
export declare function presentGitOperation(row: GitOperationRow, url: string, superseded: boolean): contentV1.GitOperation;
