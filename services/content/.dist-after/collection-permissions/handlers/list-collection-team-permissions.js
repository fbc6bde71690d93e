"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listCollectionTeamPermissions = listCollectionTeamPermissions;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../collections/load");
const ZListCollectionTeamPermissionsRequest = zod_1.z.object({ collectionId: validation_1.ZId, page: validation_1.ZPage, limit: validation_1.ZLimit });
/**
 * Anyone who can read the collection lists its team permissions. Members see every team;
 * guests see their own teams' permissions (identity shows guests no other team), read from
 * identity's list of the guest's own teams instead of the organization's.
 */
async function listCollectionTeamPermissions(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListCollectionTeamPermissionsRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const { collection, access, viewer } = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
    (0, policy_1.authorize)(access, policy_2.collectionPermissionRules.list, 'Collection');
    const ownTeamsOnly = (0, policy_2.seesOnlyOwnTeams)(viewer);
    const page = await (0, queries_1.listTeamPermissionsPage)(ctx.db, {
        collectionId: collection.id,
        onlyTeamIds: ownTeamsOnly ? viewer.teamIds : undefined,
        page: input.page,
        limit,
    });
    // One identity call for the page and the count.
    const metadata = (0, shared_1.forwardMetadata)(callContext);
    const teams = ownTeamsOnly
        ? await ctx.identity.memberTeams(collection.organizationId, principal.userId, metadata)
        : await ctx.identity.teams(collection.organizationId, page.allTeamIds, metadata);
    const items = [];
    for (const item of page.items) {
        const team = teams.get(item.teamId);
        // A team deleted in identity keeps no access here (its members lose the team id), but
        // its row stays until content consumes quire.identity.team.deleted: leave it out of the
        // items and the count rather than invent its details.
        if (!team) {
            ctx.logger.warn({ collectionId: collection.id, teamId: item.teamId }, 'team permission for a team identity does not know');
            continue;
        }
        items.push((0, presenter_1.presentTeamPermission)(item, team));
    }
    return { items, next: page.next, count: page.allTeamIds.filter((teamId) => teams.has(teamId)).length };
}
//# sourceMappingURL=list-collection-team-permissions.js.map