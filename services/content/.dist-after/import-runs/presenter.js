"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pageStatusFromProto = exports.presentImportRunStatus = void 0;
exports.presentImportRun = presentImportRun;
const proto_1 = require("@quire/proto");
const { ContentImportRunStatus, ImportRunPageStatus: ProtoPageStatus } = proto_1.contentV1;
const STATUS_TO_PROTO = {
    pending: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_PENDING,
    in_progress: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS,
    completed: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED,
    failed: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED,
    cancelled: ContentImportRunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED,
};
const presentImportRunStatus = (status) => STATUS_TO_PROTO[status];
exports.presentImportRunStatus = presentImportRunStatus;
const PAGE_STATUS_FROM_PROTO = {
    [ProtoPageStatus.IMPORT_RUN_PAGE_STATUS_IMPORTED]: 'imported',
    [ProtoPageStatus.IMPORT_RUN_PAGE_STATUS_FAILED]: 'failed',
    [ProtoPageStatus.IMPORT_RUN_PAGE_STATUS_SKIPPED]: 'skipped',
};
/** A page record's status from the worker; undefined for UNSPECIFIED or an unknown value. */
const pageStatusFromProto = (status) => PAGE_STATUS_FROM_PROTO[status];
exports.pageStatusFromProto = pageStatusFromProto;
/**
 * GitBook "ContentImportRun": `pages` lists the imported pages (the page id, and the source
 * URL for websites); Quire adds `skippedPages` (what was not imported, with a code and a
 * reason) and `error` for a failed run. `completedAt` only for a completed run, as the
 * contract describes it.
 */
function presentImportRun(run, pages) {
    const fromWebsite = run.sourceType === 'website';
    return {
        id: run.id,
        status: (0, exports.presentImportRunStatus)(run.status),
        startedAt: run.startedAt ?? undefined,
        completedAt: run.status === 'completed' ? (run.finishedAt ?? undefined) : undefined,
        pages: pages.flatMap((page) => page.status === 'imported' && page.pageId ? [{ id: page.pageId, sourceUrl: fromWebsite ? page.sourceKey : undefined }] : []),
        skippedPages: pages.flatMap((page) => page.status === 'imported'
            ? []
            : [
                {
                    sourceUrl: fromWebsite ? page.sourceKey : undefined,
                    file: fromWebsite ? undefined : page.sourceKey,
                    code: page.errorCode ?? '',
                    message: page.errorMessage ?? '',
                },
            ]),
        error: run.status === 'failed' && run.errorCode ? { code: run.errorCode, message: run.errorMessage ?? '' } : undefined,
    };
}
//# sourceMappingURL=presenter.js.map