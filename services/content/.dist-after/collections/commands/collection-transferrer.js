"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectionTransferrer = collectionTransferrer;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
const positions_1 = require("../../lib/positions");
const queries_1 = require("../queries");
/**
 * Moves a collection, its sub-collections and all their spaces (trashed ones too) to another
 * organization, at the end of its top level. Team permissions are dropped: teams belong to
 * the old organization. Both organizations are locked, so no move can put a space or a
 * collection into the subtree (or take one out) while it changes organization.
 */
function collectionTransferrer(db, { collection, targetOrganizationId, actorId }) {
    return db.$transaction(async (tx) => {
        await (0, organization_lock_1.lockOrganizations)(tx, collection.organizationId, targetOrganizationId);
        const current = await (0, queries_1.findCollection)(tx, collection.id);
        if (!current)
            throw (0, shared_1.notFound)('Collection not found');
        if (current.organizationId !== collection.organizationId)
            throw (0, organization_lock_1.changedMeanwhile)('collection');
        const group = { organizationId: targetOrganizationId, parentId: null };
        await (0, positions_1.lockSiblings)(tx, group);
        const { ids: collectionIds } = await (0, queries_1.findSubtree)(tx, collection.id);
        const spaces = await tx.space.findMany({ where: { parentId: { in: collectionIds } }, select: { id: true } });
        const removedTeamPermissions = await tx.collectionTeamPermission.deleteMany({ where: { collectionId: { in: collectionIds } } });
        // Grants name the source organization's users and teams: none of them carries over.
        const removedUserPermissions = await tx.collectionUserPermission.deleteMany({ where: { collectionId: { in: collectionIds } } });
        const removedSpacePermissions = await tx.spacePermission.deleteMany({ where: { spaceId: { in: spaces.map((s) => s.id) } } });
        await tx.collection.updateMany({ where: { id: { in: collectionIds } }, data: { organizationId: targetOrganizationId } });
        await tx.space.updateMany({ where: { id: { in: spaces.map((s) => s.id) } }, data: { organizationId: targetOrganizationId } });
        const transferred = await tx.collection.update({
            where: { id: collection.id },
            data: { parentId: null, position: await (0, positions_1.positionAtEnd)(tx, group, collection.id) },
            select: queries_1.collectionSelect,
        });
        await (0, events_1.recordEvent)(tx, 'collection', 'transferred', {
            aggregateId: collection.id,
            organizationId: targetOrganizationId,
            data: {
                id: collection.id,
                fromOrganizationId: collection.organizationId,
                toOrganizationId: targetOrganizationId,
                collectionIds,
                spaceIds: spaces.map((s) => s.id),
                removedTeamPermissions: removedTeamPermissions.count,
                removedGrants: removedUserPermissions.count + removedSpacePermissions.count,
                actorId,
            },
        });
        return transferred;
    });
}
//# sourceMappingURL=collection-transferrer.js.map