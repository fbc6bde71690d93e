"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listPermissionsAggregate = listPermissionsAggregate;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../access/policy");
const tree_1 = require("../access/tree");
const load_1 = require("../collections/load");
const enums_1 = require("../lib/enums");
const load_2 = require("../spaces/load");
const policy_2 = require("./policy");
const ZAggregateKey = zod_1.z.object({ userId: zod_1.z.string() });
// Identity answers at most this many people per call.
const IDENTITY_PAGE = 1000;
async function resolve(ctx, callContext, target) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    if (target.kind === 'space') {
        const { space, viewer, access } = await (0, load_2.loadSpace)(ctx, principal, target.spaceId);
        (0, policy_1.authorize)(access, policy_2.grantRules.list, 'Space');
        const tree = await (0, tree_1.loadChainTreeWithAllGrants)(ctx.db, space.parentId, space.id);
        const node = { id: space.id, parentId: space.parentId, defaultLevel: (0, enums_1.defaultLevelFromDb)(space.defaultLevel) };
        return { organizationId: space.organizationId, viewer, tree, levelOf: (person) => (0, policy_1.spaceAccess)(person, tree, node) };
    }
    const { collection, viewer, access } = await (0, load_1.loadCollection)(ctx, principal, target.collectionId);
    (0, policy_1.authorize)(access, policy_2.grantRules.list, 'Collection');
    const tree = await (0, tree_1.loadChainTreeWithAllGrants)(ctx.db, collection.id);
    return { organizationId: collection.organizationId, viewer, tree, levelOf: (person) => (0, policy_1.collectionAccess)(person, tree, collection.id) };
}
/**
 * Everyone who can access a space or collection, with their level under the one access rule
 * (access/policy.ts): every member of the organization (their role is a floor) and every guest
 * given something on the resource or a collection above it, directly or through a team. The
 * grants on the resource's chain are read once (all of them), identity lists the people by
 * user id (ListMemberAccess: the members, plus the guests those grants name), and each level is
 * computed in memory. Without `role` a page is one identity call of `limit` people, as deep as
 * it goes. With `role` (only people whose level is exactly that), identity's pages are read
 * until the page is full, and the count takes the whole listing: that cost follows the size of
 * the organization (docs/access.md). A guest sees only themselves, as in the grant lists.
 */
async function listPermissionsAggregate(ctx, callContext, target, { page, limit, role }) {
    const after = (0, shared_1.decodeCursor)(page, ZAggregateKey);
    const { organizationId, viewer, tree, levelOf } = await resolve(ctx, callContext, target);
    const principal = (0, shared_1.getPrincipal)(callContext);
    const userIds = new Set();
    const teamIds = new Set();
    for (const grants of tree.grants.values()) {
        for (const grant of grants)
            (grant.subject === 'user' ? userIds : teamIds).add(grant.subjectId);
    }
    const ownOnly = (0, policy_2.seesOnlyOwnGrants)(viewer);
    const query = ownOnly ? { userIds: [principal.userId], teamIds: [] } : { userIds: [...userIds], teamIds: [...teamIds] };
    const metadata = (0, shared_1.forwardMetadata)(callContext);
    if (!role && !ownOnly) {
        // Every person listed has a level: members through their role, named guests through grants.
        const batch = await ctx.identity.memberAccessPage(organizationId, { ...query, afterUserId: after?.userId, limit }, metadata);
        const items = batch.items.flatMap((person) => {
            const level = levelOf({ orgRole: person.role, teamIds: person.teamIds, userId: person.user.id });
            return level === null ? [] : [{ permission: (0, shared_1.memberRoleToProto)(level), user: person.user }];
        });
        const last = batch.items.at(-1);
        return { items, next: batch.more && last ? { page: (0, shared_1.encodeCursor)({ userId: last.user.id }) } : undefined, count: batch.count };
    }
    // Filtered by level (or a guest's own line): the whole listing is read, so that `count` is
    // the total and not what follows the cursor.
    const matches = [];
    let cursor;
    for (;;) {
        const batch = await ctx.identity.memberAccessPage(organizationId, { ...query, afterUserId: cursor, limit: IDENTITY_PAGE }, metadata);
        for (const person of batch.items) {
            if (ownOnly && person.user.id !== principal.userId)
                continue;
            const level = levelOf({ orgRole: person.role, teamIds: person.teamIds, userId: person.user.id });
            if (level !== null && (role === undefined || level === role))
                matches.push({ permission: (0, shared_1.memberRoleToProto)(level), user: person.user });
        }
        cursor = batch.items.at(-1)?.user.id;
        if (!batch.more || cursor === undefined)
            break;
    }
    const rest = after ? matches.filter((item) => item.user.id > after.userId) : matches;
    const items = rest.slice(0, limit);
    const last = items.at(-1);
    return { items, next: rest.length > limit && last ? { page: (0, shared_1.encodeCursor)({ userId: last.user.id }) } : undefined, count: matches.length };
}
//# sourceMappingURL=aggregate.js.map