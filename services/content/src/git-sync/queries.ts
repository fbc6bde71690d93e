import type { Db, Prisma } from '../db';

export const spaceGitSyncSelect = {
  spaceId: true,
  provider: true,
  installationProvider: true,
  url: true,
  repoName: true,
  integration: true,
  updatedAt: true,
  lastTimestamp: true,
  lastCommitOid: true,
  lastOperationId: true,
} as const satisfies Prisma.SpaceGitSyncSelect;

export type SpaceGitSyncRow = Prisma.SpaceGitSyncGetPayload<{ select: typeof spaceGitSyncSelect }>;

/** What a space shows of its Git sync (GitBook "GitSyncState"). */
export type GitSyncInfo = Pick<SpaceGitSyncRow, 'provider' | 'installationProvider' | 'url' | 'repoName' | 'integration' | 'updatedAt'>;

/** A Git provider is set up: a row alone (kept for the ordering of operations) is not one. */
export const hasGitProvider = (row: Pick<SpaceGitSyncRow, 'provider' | 'installationProvider'> | null | undefined): boolean =>
  !!row && (row.provider !== null || row.installationProvider !== null);

export function findSpaceGitSync(db: Db, spaceId: string): Promise<SpaceGitSyncRow | null> {
  return db.spaceGitSync.findUnique({ where: { spaceId }, select: spaceGitSyncSelect });
}

/** The Git sync info of a page of spaces that have a provider set up, in one query. */
export async function loadGitSyncInfos(db: Db, spaceIds: readonly string[]): Promise<Map<string, GitSyncInfo>> {
  const infos = new Map<string, GitSyncInfo>();
  if (spaceIds.length === 0) return infos;
  const rows = await db.spaceGitSync.findMany({ where: { spaceId: { in: [...spaceIds] } }, select: spaceGitSyncSelect });
  for (const row of rows) if (hasGitProvider(row)) infos.set(row.spaceId, row);
  return infos;
}

export const gitOperationSelect = {
  id: true,
  organizationId: true,
  spaceId: true,
  kind: true,
  sealedUrl: true,
  redactedUrl: true,
  ref: true,
  params: true,
  timestamp: true,
  force: true,
  status: true,
  requestedById: true,
  createdAt: true,
  completedAt: true,
  commitOid: true,
  revisionId: true,
  errorCode: true,
  errorMessage: true,
} as const satisfies Prisma.GitOperationSelect;

export type GitOperationRow = Prisma.GitOperationGetPayload<{ select: typeof gitOperationSelect }>;

/** An operation of the organization; null for an unknown id or another organization's. */
export function findGitOperation(db: Db, organizationId: string, id: string): Promise<GitOperationRow | null> {
  return db.gitOperation.findFirst({ where: { id, organizationId }, select: gitOperationSelect });
}

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

export function paramsOf(value: Prisma.JsonValue): GitOperationParams {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return {
    repoCacheID: text('repoCacheID'),
    repoTreeURL: text('repoTreeURL'),
    repoCommitURL: text('repoCommitURL'),
    repoProjectDirectory: text('repoProjectDirectory'),
    standalone: record.standalone === true,
    commitMessage: text('commitMessage'),
  };
}

/** Whether a space that applied an operation of `lastTimestamp` skips one of `timestamp`. */
export const isSuperseded = (operation: Pick<GitOperationRow, 'timestamp' | 'force'>, lastTimestamp: Date | null): boolean =>
  !operation.force && operation.timestamp !== null && lastTimestamp !== null && lastTimestamp.getTime() > operation.timestamp.getTime();
