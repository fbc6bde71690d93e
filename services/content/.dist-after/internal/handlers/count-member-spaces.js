"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.countMemberSpaces = countMemberSpaces;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const validation_1 = require("../../lib/validation");
const queries_1 = require("../../spaces/queries");
// Identity asks for one page of its member list at a time: up to 1000.
const ZCountMemberSpacesRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    members: zod_1.z
        .array(zod_1.z.object({
        userId: zod_1.z.string().min(1).max(64),
        role: zod_1.z.number().int().refine((role) => role !== proto_1.commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED, 'every member needs a role'),
        teamIds: zod_1.z.array(zod_1.z.string().min(1).max(64)).max(1000),
    }))
        .max(1000),
});
/**
 * For identity's member presenter: per member, the live spaces they can access, counted as
 * ListMemberSpaces lists them. Members see every space of the organization (their role is a
 * floor); guests see the spaces given to them or their teams, and those inside collections
 * given to them or their teams. At most five
 * queries whatever the number of members. Needs no principal.
 */
async function countMemberSpaces(ctx, request, _callContext) {
    const { organizationId, members } = (0, shared_1.parseRequest)(ZCountMemberSpacesRequest, request);
    const spacesByMember = {};
    if (members.length === 0)
        return { spacesByMember };
    const guests = members.filter((member) => member.role === proto_1.commonV1.MemberRole.MEMBER_ROLE_GUEST);
    const hasMembers = guests.length < members.length;
    const [allSpaces, tree] = await Promise.all([
        hasMembers ? (0, queries_1.countLiveSpaces)(ctx.db, organizationId) : Promise.resolve(0),
        guests.length > 0
            ? (0, tree_1.loadOrganizationTree)(ctx.db, organizationId, {
                userIds: guests.map((guest) => guest.userId),
                teamIds: [...new Set(guests.flatMap((guest) => guest.teamIds))],
            })
            : Promise.resolve(undefined),
    ]);
    const visibleByGuest = new Map(guests.map((guest) => {
        const viewer = { orgRole: null, teamIds: guest.teamIds, userId: guest.userId };
        return [guest.userId, tree ? { collectionIds: (0, policy_1.collectionsVisibleThroughGrants)(viewer, tree), spaceIds: (0, policy_1.spacesGrantedTo)(viewer, tree) } : { collectionIds: [], spaceIds: [] }];
    }));
    const visible = [...visibleByGuest.values()];
    const [spacesIn, parents] = await Promise.all([
        (0, queries_1.liveSpacesByCollection)(ctx.db, organizationId, [...new Set(visible.flatMap((v) => v.collectionIds))]),
        (0, queries_1.liveSpaceParents)(ctx.db, organizationId, [...new Set(visible.flatMap((v) => v.spaceIds))]),
    ]);
    for (const member of members) {
        const guestVisible = visibleByGuest.get(member.userId);
        spacesByMember[member.userId] = guestVisible ? (0, queries_1.countVisible)(spacesIn, parents, guestVisible.collectionIds, guestVisible.spaceIds) : allSpaces;
    }
    return { spacesByMember };
}
//# sourceMappingURL=count-member-spaces.js.map