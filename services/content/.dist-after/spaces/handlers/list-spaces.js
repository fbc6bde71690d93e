"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listSpaces = listSpaces;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../load");
const ZListSpacesRequest = zod_1.z.object({ organizationId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit });
/** The live spaces of an organization the caller can see, oldest first. */
async function listSpaces(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListSpacesRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const viewer = (0, policy_1.viewerOf)(principal, input.organizationId);
    if (viewer.orgRole === undefined)
        throw (0, shared_1.notFound)('Organization not found');
    // Every space's level is computed from one tree read once: a member's is the organization's
    // whole collection tree; a guest's starts from their grants (what they were given and what
    // is inside it), so that their list costs what they were given, not what the organization holds.
    const subjects = (0, tree_1.subjectsOf)(viewer);
    const tree = viewer.orgRole === null
        ? await (0, tree_1.loadGrantedTree)(ctx.db, input.organizationId, subjects)
        : await (0, tree_1.loadOrganizationTree)(ctx.db, input.organizationId, subjects);
    const page = await (0, queries_1.listSpacesPage)(ctx.db, {
        where: (0, queries_1.visibleSpacesWhere)(input.organizationId, viewer, tree),
        order: { by: 'createdAt', direction: 'asc' },
        page: input.page,
        limit,
    });
    const items = await (0, presenter_1.presentSpaces)(ctx, page.items, (space) => (0, load_1.spaceAccessOf)(viewer, tree, space));
    return { items, next: page.next, count: page.count };
}
//# sourceMappingURL=list-spaces.js.map