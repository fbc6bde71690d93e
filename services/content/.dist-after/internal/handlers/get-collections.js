"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_GET_COLLECTIONS_IDS = void 0;
exports.getCollections = getCollections;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const validation_1 = require("../../lib/validation");
const policy_2 = require("../../collections/policy");
const presenter_1 = require("../../collections/presenter");
const queries_1 = require("../../collections/queries");
exports.MAX_GET_COLLECTIONS_IDS = 1000;
const ZGetCollectionsRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    collectionIds: zod_1.z.array(validation_1.ZId).max(exports.MAX_GET_COLLECTIONS_IDS),
});
/**
 * For identity (the collections its invite links embed): the requested collections of the
 * organization that the principal in the call metadata may read, presented as GetCollection
 * presents them to that principal. Unknown, other organizations' and unreadable collections
 * are left out; a principal outside the organization gets nothing (no error). Three queries
 * whatever the number of ids: the rows, and the organization's collection tree with the
 * principal's grants (their own and their teams').
 */
async function getCollections(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const { organizationId, collectionIds } = (0, shared_1.parseRequest)(ZGetCollectionsRequest, request);
    const viewer = (0, policy_1.viewerOf)(principal, organizationId);
    const ids = [...new Set(collectionIds)];
    if (ids.length === 0 || viewer.orgRole === undefined)
        return { collections: [] };
    const [rows, tree] = await Promise.all([
        ctx.db.collection.findMany({ where: { id: { in: ids }, organizationId }, select: queries_1.collectionSelect }),
        (0, tree_1.loadOrganizationTree)(ctx.db, organizationId, (0, tree_1.subjectsOf)(viewer)),
    ]);
    return {
        collections: rows.flatMap((row) => {
            const access = (0, policy_1.collectionAccess)(viewer, tree, row.id);
            return (0, shared_1.roleAtLeast)(access, policy_2.collectionRules.view) ? [(0, presenter_1.presentCollection)(row, access, ctx.urls)] : [];
        }),
    };
}
//# sourceMappingURL=get-collections.js.map