"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spaceCreator = spaceCreator;
const shared_1 = require("@quire/shared");
const destination_1 = require("../../access/destination");
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
const positions_1 = require("../../lib/positions");
const queries_1 = require("../queries");
/**
 * Creates a space at the end of its siblings, with its initial empty revision. Inside a
 * collection, the parent is checked again under the organization lock (a concurrent transfer
 * or delete may have taken it away).
 */
function spaceCreator(db, input) {
    return db.$transaction(async (tx) => {
        if (input.parentId !== null) {
            await (0, organization_lock_1.lockOrganizations)(tx, input.organizationId);
            await (0, destination_1.checkDestination)(tx, { organizationId: input.organizationId, parentId: input.parentId, missingParent: 'not-found', addedDepth: 0 });
        }
        const group = { organizationId: input.organizationId, parentId: input.parentId };
        await (0, positions_1.lockSiblings)(tx, group);
        const spaceId = (0, shared_1.newId)();
        const revisionId = (0, shared_1.newId)();
        const space = await tx.space.create({
            data: {
                id: spaceId,
                organizationId: input.organizationId,
                parentId: input.parentId,
                title: input.title,
                emoji: input.emoji,
                language: input.language,
                editMode: input.editMode,
                revisionId,
                position: await (0, positions_1.positionAtEnd)(tx, group),
            },
            select: queries_1.spaceSelect,
        });
        await tx.revision.create({ data: { id: revisionId, spaceId, type: 'edits' }, select: { id: true } });
        await (0, events_1.recordEvent)(tx, 'space', 'created', {
            aggregateId: space.id,
            organizationId: space.organizationId,
            data: { id: space.id, parentId: space.parentId, title: space.title, revisionId, actorId: input.actorId },
        });
        return space;
    });
}
//# sourceMappingURL=space-creator.js.map