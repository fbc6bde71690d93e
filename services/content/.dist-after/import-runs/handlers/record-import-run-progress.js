"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.recordImportRunProgress = recordImportRunProgress;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const import_run_progress_recorder_1 = require("../commands/import-run-progress-recorder");
const presenter_1 = require("../presenter");
const { ContentImportRunStatus } = proto_1.contentV1;
const ZErrorCode = zod_1.z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'must be an error code such as FETCH_TIMEOUT');
const ZErrorMessage = zod_1.z.string().max(1000);
const ZRecordImportRunProgressRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    importRunId: validation_1.ZId,
    status: validation_1.ZEnumValue,
    pages: zod_1.z
        .array(zod_1.z.object({
        sourceUrl: zod_1.z.string().max(2048),
        fileId: zod_1.z.union([zod_1.z.literal(''), validation_1.ZId]),
        status: validation_1.ZEnumValue,
        pageId: zod_1.z.union([zod_1.z.literal(''), validation_1.ZId]),
        errorCode: zod_1.z.union([zod_1.z.literal(''), ZErrorCode]),
        errorMessage: ZErrorMessage,
    }))
        .max(import_run_progress_recorder_1.MAX_RUN_PAGE_RECORDS),
    errorCode: zod_1.z.union([zod_1.z.literal(''), ZErrorCode]),
    errorMessage: ZErrorMessage,
});
const REPORTED_STATUS = {
    [ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS]: 'in_progress',
    [ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED]: 'completed',
    [ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED]: 'failed',
};
function pageRecordOf(page, index) {
    const field = `pages.${index}`;
    if ((page.sourceUrl === '') === (page.fileId === ''))
        throw (0, shared_1.invalidArgument)(`${field}: must have exactly one of sourceUrl and fileId`);
    const status = (0, presenter_1.pageStatusFromProto)(page.status);
    if (!status)
        throw (0, shared_1.invalidArgument)(`${field}.status: must be imported, failed or skipped`);
    if (status === 'imported') {
        if (page.pageId === '')
            throw (0, shared_1.invalidArgument)(`${field}.pageId: required for an imported page`);
        if (page.errorCode !== '')
            throw (0, shared_1.invalidArgument)(`${field}.errorCode: only for a page that was not imported`);
    }
    else {
        if (page.errorCode === '')
            throw (0, shared_1.invalidArgument)(`${field}.errorCode: required for a page that was not imported`);
        if (page.pageId !== '')
            throw (0, shared_1.invalidArgument)(`${field}.pageId: only for an imported page`);
    }
    return {
        sourceKey: page.sourceUrl || page.fileId,
        fromWebsite: page.sourceUrl !== '',
        status,
        pageId: page.pageId || null,
        errorCode: page.errorCode || null,
        errorMessage: status === 'imported' ? null : page.errorMessage,
    };
}
/**
 * For the git-worker (no principal): the run's status (in progress, completed, failed) and
 * page records, which add to the recorded ones or replace the record of the same source.
 * Answers the status after recording: `cancelled` when a cancel came first (the pages are
 * recorded all the same, the status stays). A completed or failed run takes no other status
 * (FAILED_PRECONDITION); the same status again is a redelivered report and is accepted.
 */
async function recordImportRunProgress(ctx, request) {
    const input = (0, shared_1.parseRequest)(ZRecordImportRunProgressRequest, request);
    const status = REPORTED_STATUS[input.status];
    if (!status)
        throw (0, shared_1.invalidArgument)('status: must be in-progress, completed or failed');
    if (status === 'failed' && input.errorCode === '')
        throw (0, shared_1.invalidArgument)('errorCode: required for a failed run');
    if (status !== 'failed' && input.errorCode !== '')
        throw (0, shared_1.invalidArgument)('errorCode: only for a failed run');
    const pages = input.pages.map(pageRecordOf);
    const keys = new Set();
    pages.forEach((page, index) => {
        if (keys.has(page.sourceKey))
            throw (0, shared_1.invalidArgument)(`pages.${index}: the source "${page.sourceKey}" is recorded twice`);
        keys.add(page.sourceKey);
    });
    const recorded = await (0, import_run_progress_recorder_1.importRunProgressRecorder)(ctx.db, {
        organizationId: input.organizationId,
        importRunId: input.importRunId,
        status,
        pages,
        error: status === 'failed' ? { code: input.errorCode, message: input.errorMessage } : null,
    });
    return { status: (0, presenter_1.presentImportRunStatus)(recorded) };
}
//# sourceMappingURL=record-import-run-progress.js.map