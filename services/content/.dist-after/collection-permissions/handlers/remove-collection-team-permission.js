"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.removeCollectionTeamPermission = removeCollectionTeamPermission;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const team_permission_remover_1 = require("../commands/team-permission-remover");
const policy_2 = require("../policy");
const load_1 = require("../../collections/load");
const ZRemoveCollectionTeamPermissionRequest = zod_1.z.object({ collectionId: validation_1.ZId, teamId: validation_1.ZId });
/** Idempotent, as GitBook's (204 "The team was not found in the collection"). */
async function removeCollectionTeamPermission(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZRemoveCollectionTeamPermissionRequest, request);
    const { collection, access } = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
    (0, policy_1.authorize)(access, policy_2.collectionPermissionRules.manage, 'Collection');
    await (0, team_permission_remover_1.teamPermissionRemover)(ctx.db, {
        collectionId: collection.id,
        organizationId: collection.organizationId,
        teamIds: [input.teamId],
        actorId: principal.userId,
    });
    return {};
}
//# sourceMappingURL=remove-collection-team-permission.js.map