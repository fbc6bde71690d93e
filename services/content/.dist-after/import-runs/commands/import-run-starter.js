"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.importRunStarter = importRunStarter;
const shared_1 = require("@quire/shared");
const db_1 = require("../../db");
const events_1 = require("../../lib/events");
const queries_1 = require("../queries");
/**
 * Writes a pending run and, in the same transaction, the `source-job.requested` event the
 * git-worker's queue turns into a `website-import` job. The space (not in the trash) and the
 * change request (still taking writes) are read again under a share lock, so a deletion or
 * a merge that commits first is seen here, and one that comes after finds the run.
 */
function importRunStarter(db, input) {
    return db.$transaction(async (tx) => {
        const [space] = await tx.$queryRaw(db_1.Prisma.sql `
      SELECT id FROM spaces WHERE id = ${input.spaceId} AND organization_id = ${input.organizationId} AND deleted_at IS NULL FOR SHARE`);
        if (!space)
            throw (0, shared_1.notFound)('Space not found');
        if (input.changeRequestId !== null) {
            const [changeRequest] = await tx.$queryRaw(db_1.Prisma.sql `
        SELECT status::text AS status FROM change_requests WHERE id = ${input.changeRequestId} FOR SHARE`);
            if (!changeRequest)
                throw (0, shared_1.notFound)('Change request not found');
            if (changeRequest.status === 'merged' || changeRequest.status === 'archived') {
                throw (0, shared_1.invalidArgument)(`target.changeRequest: the change request is ${changeRequest.status}`);
            }
        }
        const run = await tx.importRun.create({
            data: {
                id: (0, shared_1.newId)(),
                organizationId: input.organizationId,
                spaceId: input.spaceId,
                changeRequestId: input.changeRequestId,
                pageId: input.pageId,
                sourceType: input.source.type,
                websiteUrl: input.source.type === 'website' ? input.source.url : null,
                fileIds: input.source.type === 'file' ? input.source.fileIds : [],
                createdById: input.actorId,
            },
            select: queries_1.importRunSelect,
        });
        await (0, events_1.recordEvent)(tx, 'source-job', 'requested', {
            aggregateId: run.id,
            organizationId: run.organizationId,
            data: { jobId: run.id, kind: 'website-import', organizationId: run.organizationId, spaceId: run.spaceId },
        });
        return run;
    });
}
//# sourceMappingURL=import-run-starter.js.map