import type { Db, Prisma } from '../db';
export declare const spaceGitSyncSelect: {
    readonly spaceId: true;
    readonly provider: true;
    readonly installationProvider: true;
    readonly url: true;
    readonly repoName: true;
    readonly integration: true;
    readonly updatedAt: true;
    readonly lastTimestamp: true;
    readonly lastCommitOid: true;
    readonly lastOperationId: true;
};
export type SpaceGitSyncRow = Prisma.SpaceGitSyncGetPayload<{
    select: typeof spaceGitSyncSelect;
}>;
/** What a space shows of its Git sync (GitBook "GitSyncState"). */
export type GitSyncInfo = Pick<SpaceGitSyncRow, 'provider' | 'installationProvider' | 'url' | 'repoName' | 'integration' | 'updatedAt'>;
/** A Git provider is set up: a row alone (kept for the ordering of operations) is not one. */
export declare const hasGitProvider: (row: Pick<SpaceGitSyncRow, "provider" | "installationProvider"> | null | undefined) => boolean;
export declare function findSpaceGitSync(db: Db, spaceId: string): Promise<SpaceGitSyncRow | null>;
/** The Git sync info of a page of spaces that have a provider set up, in one query. */
export declare function loadGitSyncInfos(db: Db, spaceIds: readonly string[]): Promise<Map<string, GitSyncInfo>>;
export declare const gitOperationSelect: {
    readonly id: true;
    readonly organizationId: true;
    readonly spaceId: true;
    readonly kind: true;
    readonly sealedUrl: true;
    readonly redactedUrl: true;
    readonly ref: true;
    readonly params: true;
    readonly timestamp: true;
    readonly force: true;
    readonly status: true;
    readonly requestedById: true;
    readonly createdAt: true;
    readonly completedAt: true;
    readonly commitOid: true;
    readonly revisionId: true;
    readonly errorCode: true;
    readonly errorMessage: true;
};
export type GitOperationRow = Prisma.GitOperationGetPayload<{
    select: typeof gitOperationSelect;
}>;
/** An operation of the organization; null for an unknown id or another organization's. */
export declare function findGitOperation(db: Db, organizationId: string, id: string): Promise<GitOperationRow | null>;
/**
 * The parameters kept with an operation besides its columns (GitBook's request members).
 * `repoProjectDirectory` is normalized ('' for the root).
 */
export type GitOperationParams = {
    repoCacheID?: string;
    repoTreeURL?: string;
    repoCommitURL?: string;
    repoProjectDirectory?: string;
    standalone?: boolean;
    commitMessage?: string;
};
export declare function paramsOf(value: Prisma.JsonValue): GitOperationParams;
/** Whether a space that applied an operation of `lastTimestamp` skips one of `timestamp`. */
export declare const isSuperseded: (operation: Pick<GitOperationRow, "timestamp" | "force">, lastTimestamp: Date | null) => boolean;
