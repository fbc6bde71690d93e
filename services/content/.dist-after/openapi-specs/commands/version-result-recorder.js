"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.versionResultRecorder = versionResultRecorder;
const events_1 = require("../../lib/events");
const queries_1 = require("../queries");
/**
 * Records a version's outcome, once: a version that already has a result keeps it (a job
 * delivered twice must not turn a fetched document into the second delivery's fetch error).
 * The spec's processing fields change only when the version is still its latest, decided
 * under the spec's row lock (which every new version also takes), so a result arriving after a
 * newer source was given never replaces what the spec shows about the newer one. A valid
 * version becomes the spec's valid (published) version when it is newer than the current one,
 * even if it is not the latest: it is then the newest valid document there is.
 *
 * Versions are content-addressed: a valid document identical, byte for byte, to the spec's
 * newest version makes no new version (a URL refreshed while it serves the same document). It
 * is recorded `superseded` without a document (`processed_at` set, which tells it from a
 * version the worker never reached), and when it was the latest, the spec's latest version is
 * that identical one again, complete. Null when the spec was deleted.
 */
function versionResultRecorder(db, result) {
    return db.$transaction(async (tx) => {
        const found = await (0, queries_1.lockVersion)(tx, result.versionId);
        if (!found)
            return null;
        const { spec, version } = found;
        const recorded = version.state === 'valid' || version.state === 'invalid' || (version.state === 'superseded' && version.processedAt !== null);
        if (recorded)
            return { applied: false, alreadyRecorded: true, unchanged: false };
        const processedAt = new Date();
        const errorCode = result.ok ? null : result.errorCode;
        const applied = spec.lastVersionId === version.id;
        const newerValid = result.ok && (spec.validVersionNumber === null || version.number > spec.validVersionNumber);
        const sameAs = newerValid && spec.validVersionId !== null && (await (0, queries_1.hasDocument)(tx, spec.validVersionId, result.document)) ? spec.validVersionId : null;
        await tx.openAPISpecVersion.update({
            where: { id: version.id },
            data: {
                state: sameAs !== null ? 'superseded' : result.ok ? 'valid' : 'invalid',
                errorCode,
                errors: result.errors,
                document: result.ok && sameAs === null ? result.document : null,
                openapiVersion: result.ok && sameAs === null ? result.openapiVersion : null,
                processedAt,
            },
            select: { id: true },
        });
        const newVersion = newerValid && sameAs === null;
        if (applied || newVersion) {
            await tx.openAPISpec.update({
                where: { id: spec.id },
                data: {
                    ...(applied && { processingState: 'complete', lastProcessedAt: processedAt, lastProcessErrorCode: errorCode, lastProcessedErrors: result.errors }),
                    ...(applied && sameAs !== null && { lastVersionId: sameAs }),
                    ...(newVersion && { validVersionId: version.id, validVersionNumber: version.number }),
                },
                select: { id: true },
            });
        }
        await (0, events_1.recordEvent)(tx, 'openapi-spec', 'processed', {
            aggregateId: spec.id,
            organizationId: spec.organizationId,
            data: { id: spec.id, slug: spec.slug, versionId: version.id, valid: result.ok, errorCode, latest: applied, sameAs, actorId: null },
        });
        return { applied, alreadyRecorded: false, unchanged: sameAs !== null };
    });
}
//# sourceMappingURL=version-result-recorder.js.map