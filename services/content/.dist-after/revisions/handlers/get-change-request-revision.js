"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getChangeRequestRevision = getChangeRequestRevision;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const merged_from_1 = require("../merged-from");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../change-requests/load");
const ZGetChangeRequestRevisionRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId,
    metadata: zod_1.z.boolean().optional(),
    computed: zod_1.z.boolean().optional(),
});
/** A change request's current revision (`ChangeRequest.revision`). */
async function getChangeRequestRevision(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetChangeRequestRevisionRequest, request);
    const target = await (0, load_1.loadContentTarget)(ctx, principal, input.spaceId, input.changeRequestId);
    (0, policy_1.authorize)(target.access, policy_2.revisionRules.view, 'Space');
    const revision = await (0, queries_1.findRevision)(ctx.db, target.space.id, target.revision.id);
    if (!revision)
        throw (0, shared_1.notFound)('Revision not found');
    return {
        revision: await (0, presenter_1.presentRevision)(ctx, revision, {
            scope: { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null },
            metadata: input.metadata,
            computed: input.computed,
            mergedFrom: await (0, merged_from_1.mergedFromOf)(ctx, target, revision, callContext),
        }),
    };
}
//# sourceMappingURL=get-change-request-revision.js.map