"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spaceDeleter = spaceDeleter;
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
/** Moves a space to the trash: it disappears from reads and lists, and can be restored for 7 days. */
function spaceDeleter(db, { spaceId, organizationId, actorId }) {
    return db.$transaction(async (tx) => {
        await (0, organization_lock_1.lockOrganizations)(tx, organizationId);
        const deletedAt = new Date();
        // The conditions make a concurrent second delete (or a transfer meanwhile) a no-op instead of a second event.
        const { count } = await tx.space.updateMany({ where: { id: spaceId, organizationId, deletedAt: null }, data: { deletedAt } });
        if (count === 0)
            return;
        await (0, events_1.recordEvent)(tx, 'space', 'deleted', {
            aggregateId: spaceId,
            organizationId,
            data: { id: spaceId, deletedAt: deletedAt.toISOString(), actorId },
        });
    });
}
//# sourceMappingURL=space-deleter.js.map