"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectionMover = collectionMover;
const shared_1 = require("@quire/shared");
const destination_1 = require("../../access/destination");
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
const positions_1 = require("../../lib/positions");
const queries_1 = require("../queries");
/**
 * Moves a collection under `parentId` (null: top level) at `position`. Under the organization
 * lock it reads the collection and the destination again, so that two concurrent moves cannot
 * nest two collections in each other, and checks the destination (access/destination.ts).
 * Resolves to the moved row and the destination's chain.
 */
function collectionMover(db, { collection, parentId, position, viewer, actorId }) {
    return db.$transaction(async (tx) => {
        await (0, organization_lock_1.lockOrganizations)(tx, collection.organizationId);
        const current = await (0, queries_1.findCollection)(tx, collection.id);
        if (!current)
            throw (0, shared_1.notFound)('Collection not found');
        if (current.organizationId !== collection.organizationId)
            throw (0, organization_lock_1.changedMeanwhile)('collection');
        const subtree = await (0, queries_1.findSubtree)(tx, current.id);
        const destination = await (0, destination_1.checkDestination)(tx, {
            organizationId: current.organizationId,
            parentId,
            missingParent: 'invalid-argument',
            viewer: parentId !== current.parentId ? viewer : undefined,
            addedDepth: subtree.height,
            movingCollectionId: current.id,
        });
        const group = { organizationId: current.organizationId, parentId };
        await (0, positions_1.lockSiblings)(tx, group);
        const newPosition = await (0, positions_1.positionFor)(tx, group, position, {
            id: current.id,
            position: current.position,
            sameGroup: current.parentId === parentId,
        });
        const moved = await tx.collection.update({
            where: { id: current.id },
            data: { parentId, position: newPosition },
            select: queries_1.collectionSelect,
        });
        await (0, events_1.recordEvent)(tx, 'collection', 'moved', {
            aggregateId: moved.id,
            organizationId: moved.organizationId,
            data: { id: moved.id, fromParentId: current.parentId, parentId, actorId },
        });
        return { moved, destination };
    });
}
//# sourceMappingURL=collection-mover.js.map