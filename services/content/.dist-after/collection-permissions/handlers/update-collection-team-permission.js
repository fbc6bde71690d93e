"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateCollectionTeamPermission = updateCollectionTeamPermission;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const team_permission_remover_1 = require("../commands/team-permission-remover");
const team_permission_updater_1 = require("../commands/team-permission-updater");
const policy_2 = require("../policy");
const queries_1 = require("../queries");
const load_1 = require("../../collections/load");
const ZUpdateCollectionTeamPermissionRequest = zod_1.z.object({ collectionId: validation_1.ZId, teamId: validation_1.ZId, role: validation_1.ZEnumValue });
/** Changes the role of a team that has a permission on the collection; null removes it. */
async function updateCollectionTeamPermission(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdateCollectionTeamPermissionRequest, request);
    const role = (0, shared_1.requestedMemberRole)(input.role);
    const { collection, access } = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
    (0, policy_1.authorize)(access, policy_2.collectionPermissionRules.manage, 'Collection');
    const target = { collectionId: collection.id, organizationId: collection.organizationId, actorId: principal.userId };
    let found;
    if (role === undefined) {
        found = await (0, queries_1.hasTeamPermission)(ctx.db, collection.id, input.teamId);
    }
    else if (role === null) {
        found = (await (0, team_permission_remover_1.teamPermissionRemover)(ctx.db, { ...target, teamIds: [input.teamId] })) > 0;
    }
    else {
        found = await (0, team_permission_updater_1.teamPermissionUpdater)(ctx.db, { ...target, teamId: input.teamId, role });
    }
    if (!found)
        throw (0, shared_1.notFound)('No team found with the given ID');
    return {};
}
//# sourceMappingURL=update-collection-team-permission.js.map