"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listMemberSpaces = listMemberSpaces;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const organization_1 = require("../../access/organization");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../load");
const ZListMemberSpacesRequest = zod_1.z.object({ organizationId: validation_1.ZId, userId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit, order: validation_1.ZEnumValue });
/**
 * The spaces a member can access, with their level on each (by creation time, newest first
 * unless `order` is ASC). The member's role and teams come from identity in one call; the
 * spaces' `permissions` are the caller's own.
 */
async function listMemberSpaces(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListMemberSpacesRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const viewer = (0, policy_1.viewerOf)(principal, input.organizationId);
    if (viewer.orgRole === undefined)
        throw (0, shared_1.notFound)('Organization not found');
    if (!(0, organization_1.canListMemberSpaces)(viewer, principal.userId, input.userId)) {
        throw (0, shared_1.permissionDenied)("Only organization admins can list another member's spaces");
    }
    const access = await ctx.identity.memberAccess(input.organizationId, input.userId, (0, shared_1.forwardMetadata)(callContext));
    if (!access)
        throw (0, shared_1.notFound)('Member not found');
    const member = { orgRole: access.role, teamIds: access.teamIds, userId: input.userId };
    const tree = await (0, tree_1.loadOrganizationTree)(ctx.db, input.organizationId, {
        userIds: [...new Set([input.userId, principal.userId])],
        teamIds: [...new Set([...member.teamIds, ...viewer.teamIds])],
    });
    const page = await (0, queries_1.listSpacesPage)(ctx.db, {
        where: (0, queries_1.visibleSpacesWhere)(input.organizationId, member, tree),
        order: { by: 'createdAt', direction: input.order === proto_1.contentV1.ListOrder.LIST_ORDER_ASC ? 'asc' : 'desc' },
        page: input.page,
        limit,
    });
    const spaces = await (0, presenter_1.presentSpaces)(ctx, page.items, (space) => (0, load_1.spaceAccessOf)(viewer, tree, space));
    const items = page.items.map((row, index) => ({
        // Every listed space is visible to the member, so their level is never null.
        permission: (0, shared_1.memberRoleToProto)((0, load_1.spaceAccessOf)(member, tree, row) ?? 'read'),
        space: spaces[index],
    }));
    return { items, next: page.next, count: page.count };
}
//# sourceMappingURL=list-member-spaces.js.map