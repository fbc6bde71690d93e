"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getRevisionSemanticChanges = getRevisionSemanticChanges;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const store_1 = require("../../revision-store/store");
const merged_from_1 = require("../../revisions/merged-from");
const queries_1 = require("../../revisions/queries");
const load_1 = require("../../spaces/load");
const compute_1 = require("../compute");
const policy_2 = require("../policy");
const schemas_1 = require("../schemas");
const ZGetRevisionSemanticChangesRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    revisionId: validation_1.ZId,
    metadata: zod_1.z.boolean().optional(),
    computed: zod_1.z.boolean().optional(),
    limit: schemas_1.ZChangesLimit,
});
/**
 * What a revision changed against its parent (its first parent: for a merge, the main revision
 * it was merged into, so the changes are what the merge applied, and `mergedFrom` names the
 * change request). `metadata` and `computed` change nothing: no change carries Git metadata and
 * Quire has no computed content.
 */
async function getRevisionSemanticChanges(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetRevisionSemanticChangesRequest, request);
    const loaded = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorize)(loaded.access, policy_2.semanticChangeRules.view, 'Space');
    const revision = await (0, queries_1.findRevision)(ctx.db, loaded.space.id, input.revisionId);
    if (!revision)
        throw (0, shared_1.notFound)('Revision not found');
    const parent = revision.parentId ? await (0, store_1.loadStoredRevision)(ctx.db, revision.parentId) : null;
    const [changes, mergedFrom] = await Promise.all([
        (0, compute_1.semanticChangesBetween)(ctx, { before: parent, after: revision, limit: input.limit }),
        (0, merged_from_1.mergedFromOf)(ctx, loaded, revision, callContext),
    ]);
    return { changes: { ...changes, mergedFrom } };
}
//# sourceMappingURL=get-revision-semantic-changes.js.map