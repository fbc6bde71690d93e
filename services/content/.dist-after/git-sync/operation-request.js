"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.requestGitOperation = requestGitOperation;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const git_operation_requester_1 = require("./commands/git-operation-requester");
const repository_url_1 = require("./repository-url");
const schemas_1 = require("./schemas");
/**
 * Records an import or an export asked for by `actorId` (handlers have parsed and authorized
 * it) and queues it for the git-worker; the operation's id. Refused with FAILED_PRECONDITION
 * when the operator has set no QUIRE_SECRETS_KEY: the URL would have to be stored in clear.
 */
async function requestGitOperation(ctx, space, actorId, input) {
    if (!ctx.secrets)
        throw (0, shared_1.failedPrecondition)('url: cannot be stored: the operator has not configured QUIRE_SECRETS_KEY');
    // The schemas checked the URLs; parsing again cannot fail.
    const repository = (0, repository_url_1.parseRepositoryUrl)(input.url);
    if (!repository)
        throw (0, shared_1.invalidArgument)('url: must be an http or https URL');
    let gitInfo = null;
    if (input.gitInfo && (input.gitInfo.provider !== proto_1.contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_UNSPECIFIED || input.gitInfo.url !== undefined)) {
        // Both members are optional (GitBook "UpdateSpaceGitInfo"): an absent one stays as it was.
        const provider = input.gitInfo.provider === proto_1.contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_UNSPECIFIED ? undefined : (0, schemas_1.gitInfoProviderOf)(input.gitInfo.provider);
        if (provider === undefined && input.gitInfo.provider !== proto_1.contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_UNSPECIFIED) {
            throw (0, shared_1.invalidArgument)('gitInfo.provider: must be github or gitlab');
        }
        const treeUrl = input.gitInfo.url === undefined ? undefined : (0, repository_url_1.parseHttpUrl)(input.gitInfo.url);
        gitInfo = { provider, url: treeUrl && (0, repository_url_1.redactUrl)(treeUrl), repoName: (0, repository_url_1.repoNameOf)((0, repository_url_1.parseHttpUrl)(input.url)) ?? null };
    }
    const params = {
        ...(input.repoCacheId !== undefined && { repoCacheID: input.repoCacheId }),
        ...(input.repoTreeUrl !== undefined && { repoTreeURL: input.repoTreeUrl }),
        ...(input.repoCommitUrl !== undefined && { repoCommitURL: input.repoCommitUrl }),
        ...(input.repoProjectDirectory !== undefined && { repoProjectDirectory: input.repoProjectDirectory }),
        ...(input.kind === 'import' ? { standalone: input.standalone ?? false } : { commitMessage: input.commitMessage }),
    };
    return (0, git_operation_requester_1.gitOperationRequester)(ctx.db, ctx.secrets, {
        kind: input.kind,
        organizationId: space.organizationId,
        spaceId: space.id,
        actorId,
        url: repository.url,
        redactedUrl: repository.redacted,
        ref: input.ref,
        params,
        timestamp: input.timestamp ?? null,
        force: input.force ?? false,
        gitInfo,
    });
}
//# sourceMappingURL=operation-request.js.map