"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZExportToGitRepositoryRequest = exports.ZImportGitRepositoryRequest = exports.ZGitInfo = exports.ZCommitMessage = exports.ZProjectDirectory = exports.ZRepoCacheId = exports.ZGitRef = exports.ZPublicUrl = exports.ZRepositoryUrl = exports.MAX_COMMIT_MESSAGE_LENGTH = exports.MAX_URL_LENGTH = void 0;
exports.gitInfoProviderOf = gitInfoProviderOf;
const proto_1 = require("@quire/proto");
const zod_1 = require("zod");
const validation_1 = require("../lib/validation");
const repository_url_1 = require("./repository-url");
// Input of the Git sync rpcs, checked again here (the gateway is not the only caller). No
// message repeats a value: a URL may carry credentials.
exports.MAX_URL_LENGTH = 2048;
exports.MAX_COMMIT_MESSAGE_LENGTH = 10_000;
/** The repository: http(s), credentials allowed. */
exports.ZRepositoryUrl = zod_1.z
    .string()
    .min(1, 'is required')
    .max(exports.MAX_URL_LENGTH, `must be at most ${exports.MAX_URL_LENGTH} characters`)
    .refine((text) => (0, repository_url_1.parseHttpUrl)(text) !== undefined, 'must be an http or https URL');
/** URLs that end up shown (tree and commit prefixes): http(s) and no credentials. */
exports.ZPublicUrl = zod_1.z
    .string()
    .max(exports.MAX_URL_LENGTH, `must be at most ${exports.MAX_URL_LENGTH} characters`)
    .refine((text) => (0, repository_url_1.parseHttpUrl)(text) !== undefined, 'must be an http or https URL')
    .refine((text) => {
    const url = (0, repository_url_1.parseHttpUrl)(text);
    return !url || (url.username === '' && url.password === '');
}, 'must not contain credentials');
exports.ZGitRef = zod_1.z.string().refine(repository_url_1.isBranchRef, 'must be "refs/heads/<branch>" with a valid branch name');
exports.ZRepoCacheId = zod_1.z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\u0021-\u007e]+$/, 'must be printable ASCII without spaces');
exports.ZProjectDirectory = zod_1.z
    .string()
    .max(1024)
    .refine((text) => (0, repository_url_1.projectDirectoryOf)(text) !== undefined, 'must be a relative path inside the repository (no "..", no leading "/")')
    .transform((text) => (0, repository_url_1.projectDirectoryOf)(text));
exports.ZCommitMessage = zod_1.z.string().min(1, 'must not be empty').max(exports.MAX_COMMIT_MESSAGE_LENGTH);
/** GitBook "UpdateSpaceGitInfo". */
exports.ZGitInfo = zod_1.z.object({
    provider: zod_1.z.number().int(),
    url: exports.ZRepositoryUrl.optional(),
});
/** `gitInfo.provider`: github or gitlab (github-legacy is never set through the API); undefined otherwise. */
function gitInfoProviderOf(value) {
    if (value === proto_1.contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB)
        return 'github';
    if (value === proto_1.contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITLAB)
        return 'gitlab';
    return undefined;
}
const ZCommonRequest = {
    spaceId: validation_1.ZId,
    url: exports.ZRepositoryUrl,
    ref: exports.ZGitRef,
    repoCacheId: exports.ZRepoCacheId.optional(),
    repoTreeUrl: exports.ZPublicUrl.optional(),
    repoCommitUrl: exports.ZPublicUrl.optional(),
    repoProjectDirectory: exports.ZProjectDirectory.optional(),
    timestamp: zod_1.z.date().optional(),
    force: zod_1.z.boolean().optional(),
    gitInfo: exports.ZGitInfo.optional(),
};
exports.ZImportGitRepositoryRequest = zod_1.z.object({ ...ZCommonRequest, standalone: zod_1.z.boolean().optional() });
exports.ZExportToGitRepositoryRequest = zod_1.z.object({ ...ZCommonRequest, commitMessage: exports.ZCommitMessage });
//# sourceMappingURL=schemas.js.map