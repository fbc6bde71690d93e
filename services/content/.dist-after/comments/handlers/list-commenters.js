"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listCommenters = listCommenters;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const queries_1 = require("../queries");
const ZListCommentersRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId.optional(), page: validation_1.ZPage, limit: validation_1.ZLimit });
/**
 * The organization members who posted a comment or a reply in a space's main content, or in one
 * of its change requests: a keyset page by user id, as GitBook "OrganizationMember"s from
 * identity (one GetMembers call per page). Anyone who reads the space lists them; a guest of the
 * organization sees only themselves, as identity shows guests no other member. Someone who
 * commented and has since left the organization is not a member any more and is left out, so a
 * page may hold fewer than `limit` items while `next` says more follow. No `count`: it would
 * need every commenter's membership.
 */
async function listCommenters(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListCommentersRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const scope = await (0, queries_1.loadCommentScope)(ctx, principal, input.spaceId, input.changeRequestId);
    const organizationId = scope.space.organizationId;
    const guest = (0, policy_1.viewerOf)(principal, organizationId).orgRole === null;
    const page = await (0, queries_1.listCommenterIdsPage)(ctx.db, {
        scope: (0, queries_1.scopeRefOf)(scope),
        page: input.page,
        limit,
        onlyUserId: guest ? principal.userId : undefined,
    });
    const members = await ctx.identity.members(organizationId, page.userIds, (0, shared_1.forwardMetadata)(callContext));
    return { items: page.userIds.flatMap((userId) => members.get(userId) ?? []), next: page.next };
}
//# sourceMappingURL=list-commenters.js.map