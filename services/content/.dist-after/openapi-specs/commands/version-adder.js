"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sourceSha256 = exports.OPENAPI_FETCH_JOB = void 0;
exports.addVersion = addVersion;
const node_crypto_1 = require("node:crypto");
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const queries_1 = require("../queries");
/** The job kind the git-worker runs for a version (its src/jobs/job.ts `JobKind`). */
exports.OPENAPI_FETCH_JOB = 'openapi-fetch';
const sourceSha256 = (text) => (0, node_crypto_1.createHash)('sha256').update(text, 'utf8').digest('hex');
exports.sourceSha256 = sourceSha256;
/**
 * Gives a spec (its row locked by the caller's transaction) a new version with `source`: the
 * next number, the spec's processing fields reset to describe it (pending, no result yet), and
 * in the same transaction the job request the git-worker consumes
 * (`quire.content.source-job.requested`). Text sources go through the worker too, so every
 * version is parsed and validated by the same code.
 */
async function addVersion(tx, spec, source) {
    const versionId = (0, shared_1.newId)();
    const number = spec.versionCount + 1;
    await tx.openAPISpecVersion.create({
        data: {
            id: versionId,
            specId: spec.id,
            organizationId: spec.organizationId,
            number,
            sourceUrl: source.kind === 'url' ? source.url : null,
            sourceText: source.kind === 'text' ? source.text : null,
            sourceSha256: source.kind === 'text' ? (0, exports.sourceSha256)(source.text) : null,
        },
        select: { id: true },
    });
    const updated = await tx.openAPISpec.update({
        where: { id: spec.id },
        data: {
            versionCount: number,
            lastVersionId: versionId,
            sourceUrl: source.kind === 'url' ? source.url : null,
            processingState: 'pending',
            lastProcessedAt: null,
            lastProcessErrorCode: null,
            lastProcessedErrors: [],
        },
        select: queries_1.specSelect,
    });
    await (0, events_1.recordEvent)(tx, 'source-job', 'requested', {
        aggregateId: versionId,
        organizationId: spec.organizationId,
        data: { jobId: versionId, kind: exports.OPENAPI_FETCH_JOB, organizationId: spec.organizationId },
    });
    return updated;
}
//# sourceMappingURL=version-adder.js.map