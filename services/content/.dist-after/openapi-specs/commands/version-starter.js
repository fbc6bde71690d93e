"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.versionStarter = versionStarter;
const queries_1 = require("../queries");
/**
 * The worker starts on a version: a pending version becomes `progress`, and so does its spec
 * when the version is the spec's latest. A version replaced by a newer one before the worker
 * reached it is marked `superseded` and not processed, and so is not a version that already
 * has its result (a job delivered again). Null when the spec was deleted.
 */
function versionStarter(db, versionId) {
    return db.$transaction(async (tx) => {
        const found = await (0, queries_1.lockVersion)(tx, versionId);
        if (!found)
            return null;
        const { spec, version } = found;
        // A version identical to an existing one is `superseded` with its processing time: it has its result.
        const processed = version.state === 'valid' || version.state === 'invalid' || (version.state === 'superseded' && version.processedAt !== null);
        const superseded = !processed && spec.lastVersionId !== version.id;
        const started = {
            organizationId: version.organizationId,
            specId: spec.id,
            versionId: version.id,
            number: version.number,
            url: version.sourceUrl,
            text: version.sourceText,
            superseded,
            processed,
        };
        if (version.state !== 'pending' && version.state !== 'progress')
            return started;
        if (superseded) {
            await tx.openAPISpecVersion.update({ where: { id: version.id }, data: { state: 'superseded' }, select: { id: true } });
            return started;
        }
        if (version.state === 'pending') {
            await tx.openAPISpecVersion.update({ where: { id: version.id }, data: { state: 'progress' }, select: { id: true } });
            await tx.openAPISpec.update({ where: { id: spec.id }, data: { processingState: 'progress' }, select: { id: true } });
        }
        return started;
    });
}
//# sourceMappingURL=version-starter.js.map