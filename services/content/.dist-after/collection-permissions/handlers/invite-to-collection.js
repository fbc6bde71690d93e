"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.inviteToCollection = inviteToCollection;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const team_permission_setter_1 = require("../commands/team-permission-setter");
const policy_2 = require("../policy");
const load_1 = require("../../collections/load");
const grant_writer_1 = require("../../grants/commands/grant-writer");
const operations_1 = require("../../grants/operations");
const transaction_1 = require("../../lib/transaction");
const ZInviteToCollectionRequest = zod_1.z
    .object({ collectionId: validation_1.ZId, role: validation_1.ZEnumValue, teams: validation_1.ZIdList, users: validation_1.ZIdList })
    .refine((request) => request.users.length + request.teams.length > 0, { path: ['teams'], message: 'at least one team or user is required' });
/**
 * Gives teams and users a role on a collection (null removes their permission), all in one
 * transaction. Every id must be a team or a user of the organization (NOT_FOUND otherwise).
 */
async function inviteToCollection(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZInviteToCollectionRequest, request);
    const role = (0, shared_1.requestedMemberRole)(input.role);
    if (role === undefined)
        throw (0, shared_1.invalidArgument)('role: is required');
    // Sorted: concurrent invitations lock rows in one order.
    const teamIds = [...new Set(input.teams)].sort();
    const userIds = [...new Set(input.users)].sort();
    const { collection, access } = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
    (0, policy_1.authorize)(access, policy_2.collectionPermissionRules.manage, 'Collection');
    const { organizationId } = collection;
    await Promise.all([
        (0, operations_1.checkSubjects)(ctx, callContext, organizationId, 'team', teamIds),
        (0, operations_1.checkSubjects)(ctx, callContext, organizationId, 'user', userIds),
    ]);
    await (0, transaction_1.writeTransaction)(ctx.db, async (tx) => {
        await (0, team_permission_setter_1.setTeamPermissionsIn)(tx, { collectionId: collection.id, organizationId, teamIds, role, actorId: principal.userId });
        if (userIds.length === 0)
            return;
        const users = { target: { kind: 'collection', collectionId: collection.id }, organizationId, subject: 'user', subjectIds: userIds, actorId: principal.userId };
        if (role === null)
            await (0, grant_writer_1.removeGrantsIn)(tx, users);
        else
            await (0, grant_writer_1.setGrantsIn)(tx, users, role);
    });
    return {};
}
//# sourceMappingURL=invite-to-collection.js.map