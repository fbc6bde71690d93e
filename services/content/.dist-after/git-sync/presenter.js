"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentGitSyncState = presentGitSyncState;
exports.presentGitOperation = presentGitOperation;
const proto_1 = require("@quire/proto");
const queries_1 = require("./queries");
const PROVIDERS = {
    github: proto_1.contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB,
    gitlab: proto_1.contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITLAB,
    github_legacy: proto_1.contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB_LEGACY,
};
const STATUSES = {
    pending: proto_1.contentV1.GitOperationStatus.GIT_OPERATION_STATUS_PENDING,
    succeeded: proto_1.contentV1.GitOperationStatus.GIT_OPERATION_STATUS_SUCCEEDED,
    failed: proto_1.contentV1.GitOperationStatus.GIT_OPERATION_STATUS_FAILED,
    skipped: proto_1.contentV1.GitOperationStatus.GIT_OPERATION_STATUS_SKIPPED,
};
/** GitBook "GitSyncState" (Space.gitSync, getSpaceGitInfo): only the members that are set. */
function presentGitSyncState(info) {
    const provider = info.installationProvider ?? info.provider;
    return {
        repoName: info.repoName ?? undefined,
        installationProvider: provider ? PROVIDERS[provider] : proto_1.contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_UNSPECIFIED,
        integration: info.integration ?? undefined,
        url: info.url ?? undefined,
        updatedAt: info.updatedAt ?? undefined,
    };
}
/** An operation for the git-worker: `url` is the opened URL, credentials included. */
function presentGitOperation(row, url, superseded) {
    const params = (0, queries_1.paramsOf)(row.params);
    return {
        id: row.id,
        organizationId: row.organizationId,
        spaceId: row.spaceId,
        kind: row.kind === 'import' ? proto_1.contentV1.GitOperationKind.GIT_OPERATION_KIND_IMPORT : proto_1.contentV1.GitOperationKind.GIT_OPERATION_KIND_EXPORT,
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
//# sourceMappingURL=presenter.js.map