"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getGitOperation = getGitOperation;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const git_operation_requester_1 = require("../commands/git-operation-requester");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZGetGitOperationRequest = zod_1.z.object({ id: validation_1.ZId, organizationId: validation_1.ZId });
/**
 * GetGitOperation (git-worker): an operation with its URL opened, and whether the space already
 * applied a later one (`superseded`). The URL is in this answer only: never logged, never in
 * an error.
 */
async function getGitOperation(ctx, request) {
    const input = (0, shared_1.parseRequest)(ZGetGitOperationRequest, request);
    const operation = await (0, queries_1.findGitOperation)(ctx.db, input.organizationId, input.id);
    if (!operation)
        throw (0, shared_1.notFound)('Git operation not found');
    if (!ctx.secrets)
        throw (0, shared_1.failedPrecondition)('The repository URL cannot be opened: the operator has not configured QUIRE_SECRETS_KEY');
    let url;
    try {
        url = ctx.secrets.open(operation.sealedUrl, (0, git_operation_requester_1.sealedUrlContext)(operation.id)).toString('utf8');
    }
    catch (error) {
        // SecretBoxError messages name the cause (another key, damaged bytes), never the value.
        if (error instanceof shared_1.SecretBoxError)
            throw (0, shared_1.failedPrecondition)(`The repository URL cannot be opened: ${error.message}`);
        throw error;
    }
    const sync = await (0, queries_1.findSpaceGitSync)(ctx.db, operation.spaceId);
    return { operation: (0, presenter_1.presentGitOperation)(operation, url, (0, queries_1.isSuperseded)(operation, sync?.lastTimestamp ?? null)) };
}
//# sourceMappingURL=get-git-operation.js.map