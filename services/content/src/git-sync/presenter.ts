import { contentV1 } from '@quire/proto';
import type { GitOperationStatus, GitSyncProvider } from '../generated/prisma/enums';
import { paramsOf, type GitOperationRow, type GitSyncInfo } from './queries';

const PROVIDERS: Record<GitSyncProvider, contentV1.GitSyncProvider> = {
  github: contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB,
  gitlab: contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITLAB,
  github_legacy: contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB_LEGACY,
};

const STATUSES: Record<GitOperationStatus, contentV1.GitOperationStatus> = {
  pending: contentV1.GitOperationStatus.GIT_OPERATION_STATUS_PENDING,
  succeeded: contentV1.GitOperationStatus.GIT_OPERATION_STATUS_SUCCEEDED,
  failed: contentV1.GitOperationStatus.GIT_OPERATION_STATUS_FAILED,
  skipped: contentV1.GitOperationStatus.GIT_OPERATION_STATUS_SKIPPED,
};

/** GitBook "GitSyncState" (Space.gitSync, getSpaceGitInfo): only the members that are set. */
export function presentGitSyncState(info: GitSyncInfo): contentV1.GitSyncState {
  const provider = info.installationProvider ?? info.provider;
  return {
    repoName: info.repoName ?? undefined,
    installationProvider: provider ? PROVIDERS[provider] : contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_UNSPECIFIED,
    integration: info.integration ?? undefined,
    url: info.url ?? undefined,
    updatedAt: info.updatedAt ?? undefined,
  };
}

/** An operation for the git-worker: `url` is the opened URL, credentials included. */
export function presentGitOperation(row: GitOperationRow, url: string, superseded: boolean): contentV1.GitOperation {
  const params = paramsOf(row.params);
  return {
    id: row.id,
    organizationId: row.organizationId,
    spaceId: row.spaceId,
    kind: row.kind === 'import' ? contentV1.GitOperationKind.GIT_OPERATION_KIND_IMPORT : contentV1.GitOperationKind.GIT_OPERATION_KIND_EXPORT,
    url,
    redactedUrl: row.redactedUrl,
    ref: row.ref,
    repoCacheId: params.repoCacheID ?? '',
    repoTreeUrl: params.repoTreeURL ?? '',
    repoCommitUrl: params.repoCommitURL ?? '',
    repoProjectDirectory: params.repoProjectDirectory ?? '',
    timestamp: row.timestamp ?? undefined,
    force: row.force,
    standalone: params.standalone ?? false,
    commitMessage: params.commitMessage ?? '',
    requestedBy: row.requestedById,
    status: STATUSES[row.status],
    createdAt: row.createdAt,
    completedAt: row.completedAt ?? undefined,
    superseded,
    commitOid: row.commitOid ?? '',
    revisionId: row.revisionId ?? '',
    errorCode: row.errorCode ?? '',
    errorMessage: row.errorMessage ?? '',
  };
}
