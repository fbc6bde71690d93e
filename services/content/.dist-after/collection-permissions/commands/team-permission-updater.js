"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.teamPermissionUpdater = teamPermissionUpdater;
const events_1 = require("../../lib/events");
/** Changes the role of a team that already has a permission on the collection; false when it has none. */
function teamPermissionUpdater(db, { collectionId, organizationId, teamId, role, actorId }) {
    return db.$transaction(async (tx) => {
        const updated = await tx.collectionTeamPermission.updateMany({ where: { collectionId, teamId }, data: { role } });
        if (updated.count === 0)
            return false;
        await (0, events_1.recordEvent)(tx, 'collection-team-permission', 'updated', {
            aggregateId: collectionId,
            organizationId,
            data: { collectionId, teamId, role, actorId },
        });
        return true;
    });
}
//# sourceMappingURL=team-permission-updater.js.map