"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.exportToGitRepository = exportToGitRepository;
const shared_1 = require("@quire/shared");
const operation_request_1 = require("../operation-request");
const policy_1 = require("../policy");
const schemas_1 = require("../schemas");
const load_1 = require("../../spaces/load");
/**
 * POST /spaces/{spaceId}/git/export: 204 once the export is recorded and queued; the
 * git-worker pushes the space's content as it is when it runs.
 */
async function exportToGitRepository(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(schemas_1.ZExportToGitRepositoryRequest, request);
    const { space, access } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorizeGitSync)(access, space);
    await (0, operation_request_1.requestGitOperation)(ctx, space, principal.userId, { kind: 'export', ...input });
    return {};
}
//# sourceMappingURL=export-to-git-repository.js.map