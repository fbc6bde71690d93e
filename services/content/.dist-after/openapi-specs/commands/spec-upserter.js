"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.specUpserter = specUpserter;
const shared_1 = require("@quire/shared");
const db_1 = require("../../db");
const events_1 = require("../../lib/events");
const queries_1 = require("../queries");
const version_adder_1 = require("./version-adder");
/**
 * A text equal to the latest version's, once that version was processed, changes nothing: its
 * result would be the same. A URL always makes a new version, since what it serves may have
 * changed (a PUT with the same URL is how a spec is refreshed), and so does a text whose
 * version never finished (a worker that died), so that a PUT can always unstick a spec.
 */
async function isUnchangedText(tx, spec, source) {
    if (source.kind !== 'text' || spec.lastVersionId === null)
        return false;
    const latest = await tx.openAPISpecVersion.findUnique({ where: { id: spec.lastVersionId }, select: { sourceSha256: true, state: true } });
    return latest !== null && (latest.state === 'valid' || latest.state === 'invalid') && latest.sourceSha256 === (0, version_adder_1.sourceSha256)(source.text);
}
/**
 * PUT by slug: creates the spec (needs `create`) or gives it a new source (needs `edit`).
 * Whether it exists is decided under the row's lock: a concurrent PUT creating the same slug
 * makes this one's insert do nothing, and this one then updates the row the other created.
 */
function specUpserter(db, input) {
    return db.$transaction(async (tx) => {
        let spec = await (0, queries_1.lockSpecBySlug)(tx, input.organizationId, input.slug);
        if (!spec) {
            if (!input.abilities.create)
                throw (0, shared_1.permissionDenied)('You need the "create" role in this organization to create OpenAPI specifications');
            const id = (0, shared_1.newId)();
            const inserted = await tx.$queryRaw(db_1.Prisma.sql `
        INSERT INTO openapi_specs (id, organization_id, slug) VALUES (${id}, ${input.organizationId}, ${input.slug})
        ON CONFLICT (organization_id, slug) DO NOTHING RETURNING id`);
            if (inserted.length === 1) {
                const created = await (0, version_adder_1.addVersion)(tx, { id, organizationId: input.organizationId, versionCount: 0 }, input.source);
                await (0, events_1.recordEvent)(tx, 'openapi-spec', 'created', {
                    aggregateId: id,
                    organizationId: input.organizationId,
                    data: { id, slug: input.slug, versionId: created.lastVersionId, actorId: input.actorId },
                });
                return { spec: created, created: true };
            }
            // Created by a concurrent PUT that committed meanwhile: update it.
            spec = await (0, queries_1.lockSpecBySlug)(tx, input.organizationId, input.slug);
            if (!spec)
                throw new Error('an OpenAPI spec conflicting on insert cannot be read');
        }
        if (!input.abilities.edit)
            throw (0, shared_1.permissionDenied)('You need the "edit" role in this organization to edit OpenAPI specifications');
        if (await isUnchangedText(tx, spec, input.source))
            return { spec, created: false };
        const updated = await (0, version_adder_1.addVersion)(tx, spec, input.source);
        await (0, events_1.recordEvent)(tx, 'openapi-spec', 'updated', {
            aggregateId: spec.id,
            organizationId: spec.organizationId,
            data: { id: spec.id, slug: spec.slug, versionId: updated.lastVersionId, actorId: input.actorId },
        });
        return { spec: updated, created: false };
    });
}
//# sourceMappingURL=spec-upserter.js.map