"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spaceTransferrer = spaceTransferrer;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
const positions_1 = require("../../lib/positions");
const queries_1 = require("../queries");
/** Moves a space to another organization, at the end of its top level, with both organizations locked. */
function spaceTransferrer(db, { space, targetOrganizationId, actorId }) {
    return db.$transaction(async (tx) => {
        await (0, organization_lock_1.lockOrganizations)(tx, space.organizationId, targetOrganizationId);
        const current = await (0, queries_1.findSpace)(tx, space.id);
        if (!current || current.deletedAt)
            throw (0, shared_1.notFound)('Space not found');
        if (current.organizationId !== space.organizationId)
            throw (0, organization_lock_1.changedMeanwhile)('space');
        const group = { organizationId: targetOrganizationId, parentId: null };
        await (0, positions_1.lockSiblings)(tx, group);
        const transferred = await tx.space.update({
            where: { id: space.id },
            data: { organizationId: targetOrganizationId, parentId: null, position: await (0, positions_1.positionAtEnd)(tx, group, space.id) },
            select: queries_1.spaceSelect,
        });
        // Grants name the source organization's users and teams: none of them carries over.
        const removedGrants = await tx.spacePermission.deleteMany({ where: { spaceId: space.id } });
        // Change requests carry their organization (organization-wide lists): they go with the space.
        await tx.changeRequest.updateMany({ where: { spaceId: space.id }, data: { organizationId: targetOrganizationId } });
        await (0, events_1.recordEvent)(tx, 'space', 'transferred', {
            aggregateId: space.id,
            organizationId: targetOrganizationId,
            data: { id: space.id, fromOrganizationId: space.organizationId, toOrganizationId: targetOrganizationId, removedGrants: removedGrants.count, actorId },
        });
        return transferred;
    });
}
//# sourceMappingURL=space-transferrer.js.map