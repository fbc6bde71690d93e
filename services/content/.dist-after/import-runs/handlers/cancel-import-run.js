"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cancelImportRun = cancelImportRun;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const import_run_canceller_1 = require("../commands/import-run-canceller");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZCancelImportRunRequest = zod_1.z.object({ organizationId: validation_1.ZId, importRunId: validation_1.ZId });
/**
 * Cancels a run that has not finished: 201 with the run `cancelled` (and the pages it had
 * imported, which stay); INVALID_ARGUMENT once it has completed, failed or been cancelled.
 * Needs what starting it needs (editing the space).
 */
async function cancelImportRun(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const { organizationId, importRunId } = (0, shared_1.parseRequest)(ZCancelImportRunRequest, request);
    const { loaded } = await (0, policy_1.loadImportRun)(ctx, principal, organizationId, importRunId);
    (0, policy_1.authorizeImportInto)(loaded);
    const run = await (0, import_run_canceller_1.importRunCanceller)(ctx.db, { organizationId, importRunId });
    return { run: (0, presenter_1.presentImportRun)(run, await (0, queries_1.listImportRunPages)(ctx.db, run.id)) };
}
//# sourceMappingURL=cancel-import-run.js.map