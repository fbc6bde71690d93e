"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spaceMover = spaceMover;
const shared_1 = require("@quire/shared");
const destination_1 = require("../../access/destination");
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
const positions_1 = require("../../lib/positions");
const queries_1 = require("../queries");
/**
 * Moves a space under `parentId` (null: top level) at `position`. Under the organization lock
 * it reads the space and the destination again, so that a collection transferred or deleted
 * meanwhile cannot become the parent of a space of another organization. Resolves to the
 * moved row and the destination's chain.
 */
function spaceMover(db, { space, parentId, position, viewer, actorId }) {
    return db.$transaction(async (tx) => {
        await (0, organization_lock_1.lockOrganizations)(tx, space.organizationId);
        const current = await (0, queries_1.findSpace)(tx, space.id);
        if (!current || current.deletedAt)
            throw (0, shared_1.notFound)('Space not found');
        if (current.organizationId !== space.organizationId)
            throw (0, organization_lock_1.changedMeanwhile)('space');
        const destination = await (0, destination_1.checkDestination)(tx, {
            organizationId: current.organizationId,
            parentId,
            missingParent: 'invalid-argument',
            viewer: parentId !== current.parentId ? viewer : undefined,
            addedDepth: 0,
        });
        const group = { organizationId: current.organizationId, parentId };
        await (0, positions_1.lockSiblings)(tx, group);
        const newPosition = await (0, positions_1.positionFor)(tx, group, position, {
            id: current.id,
            position: current.position,
            sameGroup: current.parentId === parentId,
        });
        const moved = await tx.space.update({
            where: { id: current.id },
            data: { parentId, position: newPosition },
            select: queries_1.spaceSelect,
        });
        await (0, events_1.recordEvent)(tx, 'space', 'moved', {
            aggregateId: moved.id,
            organizationId: moved.organizationId,
            data: { id: moved.id, fromParentId: current.parentId, parentId, actorId },
        });
        return { moved, destination };
    });
}
//# sourceMappingURL=space-mover.js.map