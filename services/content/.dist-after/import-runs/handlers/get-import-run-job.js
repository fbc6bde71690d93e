"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getImportRunJob = getImportRunJob;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const store_1 = require("../../revision-store/store");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZGetImportRunJobRequest = zod_1.z.object({ organizationId: validation_1.ZId, importRunId: validation_1.ZId });
/** The files of a file source as the target holds them now; a file removed since the start is missing from the map. */
async function targetFiles(ctx, run) {
    const holder = run.changeRequestId
        ? await ctx.db.changeRequest.findUnique({ where: { id: run.changeRequestId }, select: { revisionId: true } })
        : await ctx.db.space.findUnique({ where: { id: run.spaceId }, select: { revisionId: true } });
    if (!holder)
        return new Map();
    return (0, store_1.loadFiles)(ctx.db, await (0, store_1.loadStoredRevision)(ctx.db, holder.revisionId));
}
/**
 * For the git-worker (no principal): what the run asks for and its current status, which the
 * worker reads again about every second while it crawls to notice a cancel. File sources
 * list each file's blob hash for SourceInternalService.GetFileBlob; a file no longer in the
 * target has an empty `sha256`.
 */
async function getImportRunJob(ctx, request) {
    const { organizationId, importRunId } = (0, shared_1.parseRequest)(ZGetImportRunJobRequest, request);
    const run = await (0, queries_1.findImportRun)(ctx.db, organizationId, importRunId);
    if (!run)
        throw (0, shared_1.notFound)('Import run not found');
    const files = run.sourceType === 'file' ? await targetFiles(ctx, run) : new Map();
    return {
        job: {
            id: run.id,
            organizationId: run.organizationId,
            spaceId: run.spaceId,
            changeRequestId: run.changeRequestId ?? '',
            pageId: run.pageId ?? '',
            websiteUrl: run.websiteUrl ?? '',
            files: run.fileIds.map((id) => {
                const file = files.get(id);
                return { id, name: file?.name ?? '', contentType: file?.contentType ?? '', sha256: file?.blobHash ?? '', size: file?.size ?? 0 };
            }),
            status: (0, presenter_1.presentImportRunStatus)(run.status),
            actingUserId: run.createdById,
        },
    };
}
//# sourceMappingURL=get-import-run-job.js.map