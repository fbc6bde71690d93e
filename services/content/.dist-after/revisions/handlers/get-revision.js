"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getRevision = getRevision;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const merged_from_1 = require("../merged-from");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../spaces/load");
const ZGetRevisionRequest = zod_1.z.object({ spaceId: validation_1.ZId, revisionId: validation_1.ZId, metadata: zod_1.z.boolean().optional(), computed: zod_1.z.boolean().optional() });
/**
 * A revision of a space. `computed: false` shows computed pages as their source. An
 * integration's installation token reads the main content's history only (spaces/load.ts),
 * not a change request's own revisions.
 */
async function getRevision(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetRevisionRequest, request);
    const installation = principal.kind === 'installation';
    const loaded = await (0, load_1.loadSpace)(ctx, principal, input.spaceId, { publishedRead: installation });
    (0, policy_1.authorize)(loaded.access, policy_2.revisionRules.view, 'Space');
    const revision = await (0, queries_1.findRevision)(ctx.db, loaded.space.id, input.revisionId);
    if (!revision || (installation && !(0, queries_1.isMainHistory)(revision)))
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
//# sourceMappingURL=get-revision.js.map