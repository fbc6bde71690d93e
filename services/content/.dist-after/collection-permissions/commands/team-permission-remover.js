"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.removeTeamPermissionsIn = removeTeamPermissionsIn;
exports.teamPermissionRemover = teamPermissionRemover;
const events_1 = require("../../lib/events");
/** Removes teams' permissions inside the caller's transaction; resolves to how many existed. */
async function removeTeamPermissionsIn(tx, { collectionId, organizationId, teamIds, actorId }) {
    const existing = await tx.collectionTeamPermission.findMany({
        where: { collectionId, teamId: { in: teamIds } },
        select: { teamId: true },
    });
    if (existing.length === 0)
        return 0;
    await tx.collectionTeamPermission.deleteMany({ where: { collectionId, teamId: { in: existing.map((e) => e.teamId) } } });
    await (0, events_1.recordEvents)(tx, 'collection-team-permission', 'removed', existing.map(({ teamId }) => ({ aggregateId: collectionId, organizationId, data: { collectionId, teamId, actorId } })));
    return existing.length;
}
/** Removes teams' permissions on a collection; resolves to how many existed. */
function teamPermissionRemover(db, input) {
    return db.$transaction((tx) => removeTeamPermissionsIn(tx, input));
}
//# sourceMappingURL=team-permission-remover.js.map