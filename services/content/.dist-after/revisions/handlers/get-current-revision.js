"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getCurrentRevision = getCurrentRevision;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const merged_from_1 = require("../merged-from");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../spaces/load");
const ZGetCurrentRevisionRequest = zod_1.z.object({ spaceId: validation_1.ZId, metadata: zod_1.z.boolean().optional(), computed: zod_1.z.boolean().optional() });
/** The space's active revision (`Space.revision`). */
async function getCurrentRevision(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetCurrentRevisionRequest, request);
    // The main revision is main content: an integration's installation token reads it (spaces/load.ts).
    const loaded = await (0, load_1.loadSpace)(ctx, principal, input.spaceId, { publishedRead: principal.kind === 'installation' });
    (0, policy_1.authorize)(loaded.access, policy_2.revisionRules.view, 'Space');
    const revision = await (0, queries_1.findRevision)(ctx.db, loaded.space.id, loaded.space.revisionId);
    if (!revision)
        throw (0, shared_1.notFound)('Revision not found');
    return {
        revision: await (0, presenter_1.presentRevision)(ctx, revision, {
            scope: { spaceId: loaded.space.id, changeRequestNumber: null },
            metadata: input.metadata,
            computed: input.computed,
            mergedFrom: await (0, merged_from_1.mergedFromOf)(ctx, loaded, revision, callContext),
        }),
    };
}
//# sourceMappingURL=get-current-revision.js.map