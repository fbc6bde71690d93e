"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spaceUpdater = spaceUpdater;
const events_1 = require("../../lib/events");
const queries_1 = require("../queries");
function spaceUpdater(db, { spaceId, changes, actorId }) {
    return db.$transaction(async (tx) => {
        const space = await tx.space.update({ where: { id: spaceId }, data: changes, select: queries_1.spaceSelect });
        await (0, events_1.recordEvent)(tx, 'space', 'updated', {
            aggregateId: space.id,
            organizationId: space.organizationId,
            data: { id: space.id, changes: { ...changes }, actorId },
        });
        return space;
    });
}
//# sourceMappingURL=space-updater.js.map