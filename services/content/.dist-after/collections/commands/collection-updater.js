"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectionUpdater = collectionUpdater;
const events_1 = require("../../lib/events");
const queries_1 = require("../queries");
function collectionUpdater(db, { collectionId, changes, actorId }) {
    return db.$transaction(async (tx) => {
        const collection = await tx.collection.update({ where: { id: collectionId }, data: changes, select: queries_1.collectionSelect });
        await (0, events_1.recordEvent)(tx, 'collection', 'updated', {
            aggregateId: collection.id,
            organizationId: collection.organizationId,
            data: { id: collection.id, changes: { ...changes }, actorId },
        });
        return collection;
    });
}
//# sourceMappingURL=collection-updater.js.map