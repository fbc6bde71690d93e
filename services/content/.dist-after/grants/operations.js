"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadTarget = loadTarget;
exports.checkSubjects = checkSubjects;
exports.listUserGrants = listUserGrants;
exports.listTeamGrants = listTeamGrants;
exports.setGrants = setGrants;
exports.removeGrant = removeGrant;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const load_1 = require("../collections/load");
const embedded_users_1 = require("../lib/embedded-users");
const load_2 = require("../spaces/load");
const grant_writer_1 = require("./commands/grant-writer");
const transaction_1 = require("../lib/transaction");
const policy_2 = require("./policy");
const queries_1 = require("./queries");
const resourceName = (target) => (target.kind === 'space' ? 'Space' : 'Collection');
/** The space or collection with the caller's level on it (the one access rule); NOT_FOUND as their reads answer. */
async function loadTarget(ctx, principal, target) {
    if (target.kind === 'space') {
        const { space, viewer, access } = await (0, load_2.loadSpace)(ctx, principal, target.spaceId);
        return { organizationId: space.organizationId, viewer, access };
    }
    const { collection, viewer, access } = await (0, load_1.loadCollection)(ctx, principal, target.collectionId);
    return { organizationId: collection.organizationId, viewer, access };
}
/**
 * NOT_FOUND unless every id names a user (members and guests) or a team of the organization:
 * grants are for the organization's people only. One batch call to identity. A guest (who may
 * manage a space they were given `admin` on) knows only their own teams, as identity shows
 * them: those are the teams they can name.
 */
async function checkSubjects(ctx, callContext, organizationId, subject, ids) {
    if (ids.length === 0)
        return;
    const principal = (0, shared_1.getPrincipal)(callContext);
    const metadata = (0, shared_1.forwardMetadata)(callContext);
    const guest = (0, policy_1.viewerOf)(principal, organizationId).orgRole === null;
    const known = subject === 'user'
        ? (await ctx.identity.users(ids, organizationId, metadata)).memberIds
        : new Set((guest ? await ctx.identity.memberTeams(organizationId, principal.userId, metadata) : await ctx.identity.teams(organizationId, ids, metadata)).keys());
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
        throw (0, shared_1.notFound)(`No ${subject} found with the given ID: ${unknown.join(', ')}`);
}
/** The grants to users on a target, with identity's users (one batch call per page). */
async function listUserGrants(ctx, callContext, target, { page, limit }) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const { viewer, access } = await loadTarget(ctx, principal, target);
    (0, policy_1.authorize)(access, policy_2.grantRules.list, resourceName(target));
    const grants = await (0, queries_1.listGrantsPage)(ctx.db, {
        target,
        subject: 'user',
        onlySubjectIds: (0, policy_2.seesOnlyOwnGrants)(viewer) ? [principal.userId] : undefined,
        page,
        limit,
    });
    const { users } = await ctx.identity.users(grants.items.map((row) => row.subjectId), undefined, (0, shared_1.forwardMetadata)(callContext));
    return {
        items: grants.items.map((row) => ({ permission: (0, shared_1.memberRoleToProto)(row.role), user: (0, embedded_users_1.embeddedUser)(users, row.subjectId, ctx.urls) })),
        next: grants.next,
        count: grants.count,
    };
}
/** The grants to teams on a space, with identity's teams (one call for the page). */
async function listTeamGrants(ctx, callContext, target, { page, limit }) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const { viewer, access, organizationId } = await loadTarget(ctx, principal, target);
    (0, policy_1.authorize)(access, policy_2.grantRules.list, 'Space');
    const ownTeamsOnly = (0, policy_2.seesOnlyOwnGrants)(viewer);
    const grants = await (0, queries_1.listGrantsPage)(ctx.db, { target, subject: 'team', onlySubjectIds: ownTeamsOnly ? viewer.teamIds : undefined, page, limit });
    const metadata = (0, shared_1.forwardMetadata)(callContext);
    // Identity shows a guest their own teams only (collection-permissions does the same).
    const teams = ownTeamsOnly
        ? await ctx.identity.memberTeams(organizationId, principal.userId, metadata)
        : await ctx.identity.teams(organizationId, grants.items.map((row) => row.subjectId), metadata);
    const items = [];
    for (const row of grants.items) {
        const team = teams.get(row.subjectId);
        // A team deleted in identity keeps no access (its members lose the team id); its row stays
        // until content consumes quire.identity.team.deleted: leave it out rather than invent it.
        if (team)
            items.push({ permission: (0, shared_1.memberRoleToProto)(row.role), team });
    }
    return { items, next: grants.next, count: grants.count };
}
/**
 * Gives `subjectIds` a role on the target (null removes their grants), after checking the
 * caller manages it and every id is the organization's.
 */
async function setGrants(ctx, callContext, target, grants, role) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const { organizationId, access } = await loadTarget(ctx, principal, target);
    (0, policy_1.authorize)(access, policy_2.grantRules.manage, resourceName(target));
    await Promise.all(grants.map(({ subject, subjectIds }) => checkSubjects(ctx, callContext, organizationId, subject, subjectIds)));
    // Users and teams in one transaction: an invitation is given whole or not at all. Ids in one
    // order, so that concurrent invitations lock the same rows in the same order; a deadlock
    // nobody foresaw is retried (writeTransaction).
    await (0, transaction_1.writeTransaction)(ctx.db, async (tx) => {
        for (const { subject, subjectIds } of grants) {
            if (subjectIds.length === 0)
                continue;
            const change = { target, organizationId, subject, subjectIds: [...subjectIds].sort(), actorId: principal.userId };
            if (role === null)
                await (0, grant_writer_1.removeGrantsIn)(tx, change);
            else
                await (0, grant_writer_1.setGrantsIn)(tx, change, role);
        }
    });
}
/** Removes one grant; `removed` says whether there was one (the contract's 205, else 204). */
async function removeGrant(ctx, callContext, target, subject, subjectId) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const { organizationId, access } = await loadTarget(ctx, principal, target);
    (0, policy_1.authorize)(access, policy_2.grantRules.manage, resourceName(target));
    const removed = await (0, grant_writer_1.grantRemover)(ctx.db, { target, organizationId, subject, subjectIds: [subjectId], actorId: principal.userId });
    return { removed: removed > 0 };
}
//# sourceMappingURL=operations.js.map