"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deleteLegacyGitInstallation = deleteLegacyGitInstallation;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const legacy_installation_remover_1 = require("../commands/legacy-installation-remover");
const policy_1 = require("../policy");
const load_1 = require("../../spaces/load");
const ZDeleteLegacyGitInstallationRequest = zod_1.z.object({ spaceId: validation_1.ZId });
/**
 * DELETE /spaces/{spaceId}/git/legacy-installation: removes the space's github-legacy
 * installation; `removed` is false when it had none (GitBook's 204 against 205).
 */
async function deleteLegacyGitInstallation(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDeleteLegacyGitInstallationRequest, request);
    const { space, access } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorizeGitInstallationChange)(access);
    const removed = await (0, legacy_installation_remover_1.legacyInstallationRemover)(ctx.db, { organizationId: space.organizationId, spaceId: space.id, actorId: principal.userId });
    return { removed };
}
//# sourceMappingURL=delete-legacy-git-installation.js.map