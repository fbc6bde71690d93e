"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getImportRun = getImportRun;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZGetImportRunRequest = zod_1.z.object({ organizationId: validation_1.ZId, importRunId: validation_1.ZId });
/** A run with its page records (Quire extension: the contract has no read of a run). Readers of the space may see it. */
async function getImportRun(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const { organizationId, importRunId } = (0, shared_1.parseRequest)(ZGetImportRunRequest, request);
    const { run, loaded } = await (0, policy_2.loadImportRun)(ctx, principal, organizationId, importRunId);
    (0, policy_1.authorize)(loaded.access, policy_2.importRunRules.view, 'Space');
    return { run: (0, presenter_1.presentImportRun)(run, await (0, queries_1.listImportRunPages)(ctx.db, run.id)) };
}
//# sourceMappingURL=get-import-run.js.map