"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.teamPermissionSetter = teamPermissionSetter;
exports.setTeamPermissionsIn = setTeamPermissionsIn;
const events_1 = require("../../lib/events");
const team_permission_remover_1 = require("./team-permission-remover");
/**
 * Gives teams a role on a collection (creating or replacing their permission), or removes
 * their permissions when `role` is null (GitBook's guest role gives a team nothing).
 */
function teamPermissionSetter(db, input) {
    return db.$transaction((tx) => setTeamPermissionsIn(tx, input));
}
/** teamPermissionSetter inside the caller's transaction (an invitation of users and teams at once). */
async function setTeamPermissionsIn(tx, { collectionId, organizationId, teamIds, role, actorId }) {
    if (teamIds.length === 0)
        return;
    if (role === null) {
        await (0, team_permission_remover_1.removeTeamPermissionsIn)(tx, { collectionId, organizationId, teamIds, actorId });
        return;
    }
    await tx.collectionTeamPermission.updateMany({ where: { collectionId, teamId: { in: teamIds } }, data: { role } });
    await tx.collectionTeamPermission.createMany({
        data: teamIds.map((teamId) => ({ collectionId, teamId, organizationId, role })),
        skipDuplicates: true,
    });
    await (0, events_1.recordEvents)(tx, 'collection-team-permission', 'updated', teamIds.map((teamId) => ({ aggregateId: collectionId, organizationId, data: { collectionId, teamId, role, actorId } })));
}
//# sourceMappingURL=team-permission-setter.js.map