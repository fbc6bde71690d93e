"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.importRunPageSelect = exports.importRunSelect = void 0;
exports.findImportRun = findImportRun;
exports.listImportRunPages = listImportRunPages;
exports.importRunSelect = {
    id: true,
    organizationId: true,
    spaceId: true,
    changeRequestId: true,
    pageId: true,
    sourceType: true,
    websiteUrl: true,
    fileIds: true,
    status: true,
    createdById: true,
    errorCode: true,
    errorMessage: true,
    createdAt: true,
    startedAt: true,
    finishedAt: true,
};
exports.importRunPageSelect = {
    position: true,
    sourceKey: true,
    status: true,
    pageId: true,
    errorCode: true,
    errorMessage: true,
};
/** A run of the organization; null when there is none (another organization's run included). */
function findImportRun(db, organizationId, importRunId) {
    return db.importRun.findFirst({ where: { id: importRunId, organizationId }, select: exports.importRunSelect });
}
/** The run's page records in the order they were recorded (at most MAX_RUN_PAGE_RECORDS). */
function listImportRunPages(db, importRunId) {
    return db.importRunPage.findMany({ where: { importRunId }, select: exports.importRunPageSelect, orderBy: { position: 'asc' } });
}
//# sourceMappingURL=queries.js.map