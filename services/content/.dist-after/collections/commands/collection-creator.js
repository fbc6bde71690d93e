"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectionCreator = collectionCreator;
const shared_1 = require("@quire/shared");
const destination_1 = require("../../access/destination");
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
const positions_1 = require("../../lib/positions");
const queries_1 = require("../queries");
/** Creates a collection at the end of its siblings; inside a parent, checked again under the organization lock. */
function collectionCreator(db, input) {
    return db.$transaction(async (tx) => {
        if (input.parentId !== null) {
            await (0, organization_lock_1.lockOrganizations)(tx, input.organizationId);
            await (0, destination_1.checkDestination)(tx, { organizationId: input.organizationId, parentId: input.parentId, missingParent: 'not-found', addedDepth: 1 });
        }
        const group = { organizationId: input.organizationId, parentId: input.parentId };
        await (0, positions_1.lockSiblings)(tx, group);
        const collection = await tx.collection.create({
            data: {
                id: (0, shared_1.newId)(),
                organizationId: input.organizationId,
                parentId: input.parentId,
                title: input.title,
                position: await (0, positions_1.positionAtEnd)(tx, group),
            },
            select: queries_1.collectionSelect,
        });
        await (0, events_1.recordEvent)(tx, 'collection', 'created', {
            aggregateId: collection.id,
            organizationId: collection.organizationId,
            data: { id: collection.id, parentId: collection.parentId, title: collection.title, actorId: input.actorId },
        });
        return collection;
    });
}
//# sourceMappingURL=collection-creator.js.map