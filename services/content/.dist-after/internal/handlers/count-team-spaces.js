"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.countTeamSpaces = countTeamSpaces;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const validation_1 = require("../../lib/validation");
const queries_1 = require("../../spaces/queries");
// Identity asks for one page of its team list at a time: up to 1000.
const ZCountTeamSpacesRequest = zod_1.z.object({ organizationId: validation_1.ZId, teamIds: zod_1.z.array(zod_1.z.string().min(1).max(64)).max(1000) });
/**
 * For identity's team presenter: per team, the live spaces it was given and those inside
 * collections it was given (sub-collections included). Four queries whatever the number of teams. Needs no
 * principal: identity calls it for its own presenters.
 */
async function countTeamSpaces(ctx, request, _callContext) {
    const input = (0, shared_1.parseRequest)(ZCountTeamSpacesRequest, request);
    const teamIds = [...new Set(input.teamIds)];
    const spacesByTeam = Object.fromEntries(teamIds.map((id) => [id, 0]));
    if (teamIds.length === 0)
        return { spacesByTeam };
    const tree = await (0, tree_1.loadOrganizationTree)(ctx.db, input.organizationId, { userIds: [], teamIds });
    const visibleByTeam = new Map(teamIds.map((teamId) => {
        const viewer = { orgRole: null, teamIds: [teamId] };
        return [teamId, { collectionIds: (0, policy_1.collectionsVisibleThroughGrants)(viewer, tree), spaceIds: (0, policy_1.spacesGrantedTo)(viewer, tree) }];
    }));
    const visible = [...visibleByTeam.values()];
    const [spacesIn, parents] = await Promise.all([
        (0, queries_1.liveSpacesByCollection)(ctx.db, input.organizationId, [...new Set(visible.flatMap((v) => v.collectionIds))]),
        (0, queries_1.liveSpaceParents)(ctx.db, input.organizationId, [...new Set(visible.flatMap((v) => v.spaceIds))]),
    ]);
    for (const [teamId, { collectionIds, spaceIds }] of visibleByTeam)
        spacesByTeam[teamId] = (0, queries_1.countVisible)(spacesIn, parents, collectionIds, spaceIds);
    return { spacesByTeam };
}
//# sourceMappingURL=count-team-spaces.js.map