"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.completeGitOperation = completeGitOperation;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const git_metadata_1 = require("../../lib/git-metadata");
const validation_1 = require("../../lib/validation");
const git_operation_completer_1 = require("../commands/git-operation-completer");
const presenter_1 = require("../presenter");
/** Pages and files of one export: a whole space. */
const MAX_EXPORTED_ENTRIES = 100_000;
const ZGitBlobRecord = zod_1.z.object({ id: validation_1.ZId, oid: git_metadata_1.ZGitOid, path: git_metadata_1.ZGitPath });
const ZCompleteGitOperationRequest = zod_1.z.object({
    id: validation_1.ZId,
    organizationId: validation_1.ZId,
    outcome: validation_1.ZEnumValue,
    commitOid: zod_1.z.union([zod_1.z.literal(''), git_metadata_1.ZGitOid]),
    revisionId: zod_1.z.union([zod_1.z.literal(''), validation_1.ZId]),
    errorCode: zod_1.z.union([zod_1.z.literal(''), zod_1.z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a short code (letters, digits, "_", ".", "-")')]),
    errorMessage: zod_1.z.string().max(4000),
    pages: zod_1.z.array(ZGitBlobRecord).max(MAX_EXPORTED_ENTRIES),
    files: zod_1.z.array(ZGitBlobRecord).max(MAX_EXPORTED_ENTRIES),
});
const OUTCOMES = {
    [proto_1.contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED]: 'succeeded',
    [proto_1.contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED]: 'failed',
    [proto_1.contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SKIPPED]: 'skipped',
};
/** CompleteGitOperation (git-worker): how an operation ended (see gitOperationCompleter). */
async function completeGitOperation(ctx, request) {
    const input = (0, shared_1.parseRequest)(ZCompleteGitOperationRequest, request);
    const outcome = OUTCOMES[input.outcome];
    if (!outcome)
        throw (0, shared_1.invalidArgument)('outcome: must be SUCCEEDED, FAILED or SKIPPED');
    const succeeded = outcome === 'succeeded';
    if (succeeded && input.commitOid === '')
        throw (0, shared_1.invalidArgument)('commitOid: required for a success');
    if (succeeded && input.revisionId === '')
        throw (0, shared_1.invalidArgument)('revisionId: required for a success');
    if (!succeeded && (input.commitOid !== '' || input.revisionId !== ''))
        throw (0, shared_1.invalidArgument)('commitOid, revisionId: only for a success');
    if (succeeded && (input.errorCode !== '' || input.errorMessage !== ''))
        throw (0, shared_1.invalidArgument)('errorCode, errorMessage: only for a failure or a skip');
    if (!succeeded && (input.pages.length > 0 || input.files.length > 0))
        throw (0, shared_1.invalidArgument)('pages, files: only for a succeeded export');
    const completed = await (0, git_operation_completer_1.gitOperationCompleter)(ctx.db, ctx.secrets, {
        id: input.id,
        organizationId: input.organizationId,
        outcome,
        commitOid: input.commitOid || null,
        revisionId: input.revisionId || null,
        errorCode: succeeded ? null : input.errorCode || outcome.toUpperCase(),
        errorMessage: input.errorMessage || null,
        pages: input.pages,
        files: input.files,
    });
    // The worker has the URL already (GetGitOperation): the answer does not repeat it.
    return {
        operation: (0, presenter_1.presentGitOperation)(completed.operation, '', false),
        stateUpdated: completed.stateUpdated,
        gitRevisionId: completed.gitRevisionId ?? '',
    };
}
//# sourceMappingURL=complete-git-operation.js.map