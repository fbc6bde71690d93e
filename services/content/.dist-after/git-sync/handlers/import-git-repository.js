"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.importGitRepository = importGitRepository;
const shared_1 = require("@quire/shared");
const operation_request_1 = require("../operation-request");
const policy_1 = require("../policy");
const schemas_1 = require("../schemas");
const load_1 = require("../../spaces/load");
/**
 * POST /spaces/{spaceId}/git/import: 204 once the import is recorded and queued; the
 * git-worker runs it (docs/outside-sources.md).
 */
async function importGitRepository(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(schemas_1.ZImportGitRepositoryRequest, request);
    const { space, access } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorizeGitSync)(access, space);
    await (0, operation_request_1.requestGitOperation)(ctx, space, principal.userId, { kind: 'import', ...input });
    return {};
}
//# sourceMappingURL=import-git-repository.js.map