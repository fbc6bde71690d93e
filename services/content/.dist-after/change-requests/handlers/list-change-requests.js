"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listChangeRequests = listChangeRequests;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const validation_1 = require("../../lib/validation");
const queries_1 = require("../../spaces/queries");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_2 = require("../queries");
const status_1 = require("../status");
const load_1 = require("../../spaces/load");
const ZListChangeRequestsRequest = zod_1.z
    .object({
    spaceId: validation_1.ZId.optional(),
    organizationId: validation_1.ZId.optional(),
    page: validation_1.ZPage,
    limit: validation_1.ZLimit,
    status: validation_1.ZEnumValue,
    creator: validation_1.ZId.optional(),
    contributor: validation_1.ZId.optional(),
    requestedReviewer: validation_1.ZId.optional(),
    conversationsIssuesCluster: validation_1.ZId.optional(),
})
    .refine((request) => (request.spaceId === undefined) !== (request.organizationId === undefined), {
    message: 'exactly one of spaceId and organizationId is required',
    path: ['spaceId'],
});
/**
 * The change requests of a space, or of every live space of an organization the caller can
 * read, newest first. `status` defaults to open. The organization list is filtered in SQL to
 * the visible spaces (members see every space; guests the spaces under collections their teams
 * reach, from the organization tree loaded once), never space by space; the authors of a page
 * come from one identity call.
 */
async function listChangeRequests(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListChangeRequestsRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const status = (0, status_1.statusFromRequest)(input.status) ?? 'open';
    const filters = (0, queries_2.changeRequestFiltersWhere)({
        status,
        creator: input.creator,
        contributor: input.contributor,
        requestedReviewer: input.requestedReviewer,
        conversationsIssuesCluster: input.conversationsIssuesCluster,
    });
    let where;
    if (input.spaceId !== undefined) {
        const { space, access } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
        (0, policy_1.authorize)(access, policy_2.changeRequestRules.view, 'Space');
        where = { ...filters, spaceId: space.id };
    }
    else if (input.organizationId !== undefined) {
        const organizationId = input.organizationId;
        const viewer = (0, policy_1.viewerOf)(principal, organizationId);
        if (viewer.orgRole === undefined)
            throw (0, shared_1.notFound)('Organization not found');
        // Members read every space (their role is a floor): only a guest's list needs the tree.
        const tree = viewer.orgRole === null ? await (0, tree_1.loadGrantedTree)(ctx.db, organizationId, (0, tree_1.subjectsOf)(viewer)) : policy_1.EMPTY_TREE;
        where = { ...filters, organizationId, space: { ...(0, queries_1.visibleSpacesWhere)(organizationId, viewer, tree), deletedAt: null } };
    }
    else {
        throw (0, shared_1.invalidArgument)('spaceId: exactly one of spaceId and organizationId is required');
    }
    const page = await (0, queries_2.listChangeRequestsPage)(ctx.db, { where, page: input.page, limit });
    const items = await (0, presenter_1.presentChangeRequests)(ctx, page.items.map((row) => ({ row, spaceRevisionId: row.space.revisionId })), (0, shared_1.forwardMetadata)(callContext));
    return { items, next: page.next, count: page.count };
}
//# sourceMappingURL=list-change-requests.js.map