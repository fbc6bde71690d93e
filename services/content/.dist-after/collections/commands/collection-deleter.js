"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectionDeleter = collectionDeleter;
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
const queries_1 = require("../queries");
/**
 * Deletes a collection and its sub-collections, and moves every live space inside them to
 * the trash (restorable for 7 days, at the top level since their collection is gone).
 * Collections have no trash: GitBook's contract has no way to restore one. The organization
 * lock keeps a concurrent move from putting a space into the subtree after it was read.
 */
function collectionDeleter(db, { collectionId, organizationId, actorId }) {
    return db.$transaction(async (tx) => {
        await (0, organization_lock_1.lockOrganizations)(tx, organizationId);
        const current = await tx.collection.findUnique({ where: { id: collectionId }, select: { organizationId: true } });
        // Deleted or transferred meanwhile by a concurrent call: nothing left to do here.
        if (!current || current.organizationId !== organizationId)
            return;
        const { ids: collectionIds } = await (0, queries_1.findSubtree)(tx, collectionId);
        const spaces = await tx.space.findMany({
            where: { parentId: { in: collectionIds }, deletedAt: null },
            select: { id: true, organizationId: true },
        });
        const deletedAt = new Date();
        await tx.space.updateMany({ where: { id: { in: spaces.map((s) => s.id) } }, data: { deletedAt } });
        // Spaces' parent_id becomes NULL through the foreign key (ON DELETE SET NULL); sub-collections
        // and team permissions go with the root (ON DELETE CASCADE).
        await tx.collection.deleteMany({ where: { id: collectionId } });
        await (0, events_1.recordEvents)(tx, 'space', 'deleted', spaces.map((space) => ({
            aggregateId: space.id,
            organizationId: space.organizationId,
            data: { id: space.id, deletedAt: deletedAt.toISOString(), reason: 'collection-deleted', actorId },
        })));
        await (0, events_1.recordEvent)(tx, 'collection', 'deleted', {
            aggregateId: collectionId,
            organizationId,
            data: { id: collectionId, collectionIds, trashedSpaceIds: spaces.map((s) => s.id), actorId },
        });
    });
}
//# sourceMappingURL=collection-deleter.js.map