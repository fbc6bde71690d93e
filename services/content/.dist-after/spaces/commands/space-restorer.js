"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spaceRestorer = spaceRestorer;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
const positions_1 = require("../../lib/positions");
const queries_1 = require("../queries");
/**
 * Takes a space out of the trash, at the end of its siblings (others may have taken its old
 * place). The caller checked that it was deleted less than 7 days ago. The space is read
 * again under the organization lock: its collection may have been deleted (it then comes back
 * at the top level) or transferred meanwhile.
 */
function spaceRestorer(db, { space, actorId }) {
    return db.$transaction(async (tx) => {
        await (0, organization_lock_1.lockOrganizations)(tx, space.organizationId);
        const current = await (0, queries_1.findSpace)(tx, space.id);
        if (!current)
            throw (0, shared_1.notFound)('Space not found');
        if (current.organizationId !== space.organizationId)
            throw (0, organization_lock_1.changedMeanwhile)('space');
        // Restored meanwhile by a concurrent call: nothing left to do.
        if (!current.deletedAt)
            return current;
        const group = { organizationId: current.organizationId, parentId: current.parentId };
        await (0, positions_1.lockSiblings)(tx, group);
        const restored = await tx.space.update({
            where: { id: current.id },
            data: { deletedAt: null, position: await (0, positions_1.positionAtEnd)(tx, group, current.id) },
            select: queries_1.spaceSelect,
        });
        await (0, events_1.recordEvent)(tx, 'space', 'restored', {
            aggregateId: current.id,
            organizationId: current.organizationId,
            data: { id: current.id, parentId: restored.parentId, actorId },
        });
        return restored;
    });
}
//# sourceMappingURL=space-restorer.js.map