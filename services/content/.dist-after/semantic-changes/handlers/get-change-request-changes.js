"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getChangeRequestChanges = getChangeRequestChanges;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const load_1 = require("../../change-requests/load");
const queries_1 = require("../../change-requests/queries");
const validation_1 = require("../../lib/validation");
const store_1 = require("../../revision-store/store");
const compute_1 = require("../compute");
const policy_2 = require("../policy");
const schemas_1 = require("../schemas");
const ZGetChangeRequestChangesRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, limit: schemas_1.ZChangesLimit });
/**
 * What a change request changes against its base: the main revision it was opened from, or
 * last updated from main. When main has not moved since, these are exactly the changes a merge
 * applies (the merge plan reads the same delta, change-requests/commands/merge-plan.ts).
 */
async function getChangeRequestChanges(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetChangeRequestChangesRequest, request);
    const loaded = await (0, load_1.loadChangeRequest)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorize)(loaded.access, policy_2.semanticChangeRules.view, 'Space');
    const [base, revision] = await Promise.all([
        (0, store_1.loadStoredRevision)(ctx.db, (0, queries_1.baseOf)(loaded.changeRequest)),
        (0, store_1.loadStoredRevision)(ctx.db, loaded.changeRequest.revisionId),
    ]);
    return { changes: await (0, compute_1.semanticChangesBetween)(ctx, { before: base, after: revision, limit: input.limit }) };
}
//# sourceMappingURL=get-change-request-changes.js.map