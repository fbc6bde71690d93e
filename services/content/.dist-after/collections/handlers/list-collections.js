"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listCollections = listCollections;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const ZListCollectionsRequest = zod_1.z.object({ organizationId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit, nested: zod_1.z.boolean().optional() });
/**
 * `nested` (default true) lists every collection of the organization, sub-collections
 * included ("If true, all nested collections will be listed"), in creation order; false
 * lists the top-level ones in their sibling order. Guests see the collections they or their
 * teams were given, and everything inside them.
 * Reads go straight to the pg pool (collections/queries.ts). A member's permissions come from
 * the chains of the page's collections alone, read after the page; a guest's page is restricted
 * to what they were given, read first from their grants (loadGrantedTree).
 */
async function listCollections(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListCollectionsRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const viewer = (0, policy_1.viewerOf)(principal, input.organizationId);
    if (viewer.orgRole === undefined)
        throw (0, shared_1.notFound)('Organization not found');
    const listRequest = { organizationId: input.organizationId, nested: input.nested ?? true, page: input.page, limit };
    const guestTree = viewer.orgRole === null ? await (0, tree_1.loadGrantedTree)(ctx.db, input.organizationId, (0, tree_1.subjectsOf)(viewer)) : undefined;
    const page = await (0, queries_1.findCollectionsPage)(ctx.pool, guestTree ? { ...listRequest, onlyIds: (0, policy_1.collectionsVisibleThroughGrants)(viewer, guestTree) } : listRequest);
    const tree = guestTree ?? (await (0, queries_1.findChainsTree)(ctx.pool, page.items.map((row) => row.id), (0, tree_1.subjectsOf)(viewer)));
    return {
        items: page.items.map((row) => (0, presenter_1.presentCollection)(row, (0, policy_1.collectionAccess)(viewer, tree, row.id), ctx.urls)),
        next: page.next,
        count: page.count,
    };
}
//# sourceMappingURL=list-collections.js.map