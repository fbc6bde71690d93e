"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.specVisibilityUpdater = specVisibilityUpdater;
const events_1 = require("../../lib/events");
const queries_1 = require("../queries");
/** Sets a spec's visibility; null when there is no such spec. */
function specVisibilityUpdater(db, input) {
    return db.$transaction(async (tx) => {
        const spec = await (0, queries_1.lockSpecBySlug)(tx, input.organizationId, input.slug);
        if (!spec)
            return null;
        if (spec.visibility === input.visibility)
            return spec;
        const updated = await tx.openAPISpec.update({ where: { id: spec.id }, data: { visibility: input.visibility }, select: queries_1.specSelect });
        await (0, events_1.recordEvent)(tx, 'openapi-spec', 'updated', {
            aggregateId: spec.id,
            organizationId: spec.organizationId,
            data: { id: spec.id, slug: spec.slug, visibility: input.visibility, actorId: input.actorId },
        });
        return updated;
    });
}
//# sourceMappingURL=spec-visibility-updater.js.map