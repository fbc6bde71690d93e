"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.importRunService = importRunService;
exports.importRunInternalService = importRunInternalService;
const cancel_import_run_1 = require("./handlers/cancel-import-run");
const get_import_run_1 = require("./handlers/get-import-run");
const get_import_run_job_1 = require("./handlers/get-import-run-job");
const record_import_run_progress_1 = require("./handlers/record-import-run-progress");
const start_import_run_1 = require("./handlers/start-import-run");
/** ImportRunService (proto/quire/content/v1/import_run.proto). */
function importRunService(ctx) {
    return {
        startImportRun: (request, callContext) => (0, start_import_run_1.startImportRun)(ctx, request, callContext),
        cancelImportRun: (request, callContext) => (0, cancel_import_run_1.cancelImportRun)(ctx, request, callContext),
        getImportRun: (request, callContext) => (0, get_import_run_1.getImportRun)(ctx, request, callContext),
    };
}
/** ImportRunInternalService, for the git-worker. */
function importRunInternalService(ctx) {
    return {
        getImportRunJob: (request) => (0, get_import_run_job_1.getImportRunJob)(ctx, request),
        recordImportRunProgress: (request) => (0, record_import_run_progress_1.recordImportRunProgress)(ctx, request),
    };
}
//# sourceMappingURL=index.js.map