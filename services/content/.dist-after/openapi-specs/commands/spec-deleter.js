"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.specDeleter = specDeleter;
const db_1 = require("../../db");
const events_1 = require("../../lib/events");
/**
 * Deletes a spec and its versions (ON DELETE CASCADE); false when there was no such spec. A job
 * still queued for one of its versions then finds nothing (NOT_FOUND) and ends.
 */
function specDeleter(db, input) {
    return db.$transaction(async (tx) => {
        const deleted = await tx.$queryRaw(db_1.Prisma.sql `
      DELETE FROM openapi_specs WHERE organization_id = ${input.organizationId} AND slug = ${input.slug} RETURNING id`);
        if (deleted.length === 0)
            return false;
        await (0, events_1.recordEvent)(tx, 'openapi-spec', 'deleted', {
            aggregateId: deleted[0].id,
            organizationId: input.organizationId,
            data: { id: deleted[0].id, slug: input.slug, actorId: input.actorId },
        });
        return true;
    });
}
//# sourceMappingURL=spec-deleter.js.map