"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createIdentityClient = createIdentityClient;
exports.identityDirectory = identityDirectory;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const nice_grpc_1 = require("nice-grpc");
const TEAM_PAGE_SIZE = 1000;
/** Identity's limit of ids per GetUsers call. */
const USERS_PER_CALL = 1000;
/** Identity's limit of ids per GetOrganizations call. */
const ORGANIZATIONS_PER_CALL = 1000;
// Statuses whose message identity wrote for API clients (docs/conventions.md); anything else
// would reach our caller as a generic INTERNAL error.
const PASSED_THROUGH = new Set([
    shared_1.Status.INVALID_ARGUMENT,
    shared_1.Status.NOT_FOUND,
    shared_1.Status.PERMISSION_DENIED,
    shared_1.Status.UNAUTHENTICATED,
    shared_1.Status.UNAVAILABLE,
    shared_1.Status.DEADLINE_EXCEEDED,
    shared_1.Status.RESOURCE_EXHAUSTED,
]);
/** Identity's refusal, answered with the same status, so a 403 from identity stays a 403. */
async function relayed(call) {
    try {
        return await call;
    }
    catch (error) {
        if (error instanceof nice_grpc_1.ClientError && PASSED_THROUGH.has(error.code))
            throw new shared_1.ServerError(error.code, error.details);
        throw error;
    }
}
/** A client of identity at `identityGrpcUrl` (host:port, IDENTITY_GRPC_URL), every call with a deadline. */
function createIdentityClient(identityGrpcUrl, { deadlineMs } = {}) {
    return {
        ...(0, shared_1.createServiceClient)(proto_1.identityV1.AuthServiceDefinition, identityGrpcUrl, { deadlineMs }),
        ...(0, shared_1.createServiceClient)(proto_1.identityV1.TeamServiceDefinition, identityGrpcUrl, { deadlineMs }),
        ...(0, shared_1.createServiceClient)(proto_1.identityV1.IdentityInternalServiceDefinition, identityGrpcUrl, { deadlineMs }),
        ...(0, shared_1.createServiceClient)(proto_1.identityV1.MemberAccessInternalServiceDefinition, identityGrpcUrl, { deadlineMs }),
    };
}
function identityDirectory(client) {
    return {
        async memberAccess(organizationId, userId, metadata) {
            const response = await relayed(client.getMemberAccess({ organizationId, userId }, { metadata }));
            if (!response.isMember)
                return undefined;
            return { role: (0, shared_1.memberRoleFromProto)(response.role) ?? null, teamIds: response.teamIds };
        },
        // Identity has no lookup by several ids: walk its team list (1000 per call, almost always
        // one call) instead of one GetTeam per id.
        async teams(organizationId, teamIds, metadata) {
            const wanted = new Set(teamIds);
            const found = new Map();
            let page;
            while (wanted.size > found.size) {
                const response = await relayed(client.listTeams({ organizationId, page, limit: TEAM_PAGE_SIZE }, { metadata }));
                for (const team of response.items)
                    if (wanted.has(team.id))
                        found.set(team.id, team);
                page = response.next?.page;
                if (!page)
                    break;
            }
            return found;
        },
        async memberAccessPage(organizationId, { userIds, teamIds, afterUserId, limit }, metadata) {
            const response = await relayed(client.listMemberAccess({ organizationId, userIds: [...userIds], teamIds: [...teamIds], afterUserId: afterUserId ?? '', limit }, { metadata }));
            return {
                items: response.items.flatMap((item) => (item.user ? [{ user: item.user, role: (0, shared_1.memberRoleFromProto)(item.role) ?? null, teamIds: item.teamIds }] : [])),
                more: response.more,
                count: response.count,
            };
        },
        async memberTeams(organizationId, userId, metadata) {
            const found = new Map();
            let page;
            do {
                const response = await relayed(client.listMemberTeams({ organizationId, userId, page, limit: TEAM_PAGE_SIZE }, { metadata }));
                for (const item of response.items)
                    if (item.team)
                        found.set(item.team.id, item.team);
                page = response.next?.page;
            } while (page);
            return found;
        },
        async users(userIds, organizationId, metadata) {
            const ids = [...new Set(userIds)];
            const found = { users: new Map(), memberIds: new Set() };
            for (let start = 0; start < ids.length; start += USERS_PER_CALL) {
                const response = await relayed(client.getUsers({ userIds: ids.slice(start, start + USERS_PER_CALL), organizationId }, { metadata }));
                for (const user of response.users)
                    found.users.set(user.id, user);
                for (const id of response.memberIds)
                    found.memberIds.add(id);
            }
            return found;
        },
        async members(organizationId, userIds, metadata) {
            const ids = [...new Set(userIds)];
            const found = new Map();
            for (let start = 0; start < ids.length; start += USERS_PER_CALL) {
                const response = await relayed(client.getMembers({ organizationId, userIds: ids.slice(start, start + USERS_PER_CALL) }, { metadata }));
                for (const member of response.members)
                    found.set(member.id, member);
            }
            return found;
        },
        async organizations(organizationIds, viewerId, metadata) {
            const ids = [...new Set(organizationIds)];
            const found = new Map();
            for (let start = 0; start < ids.length; start += ORGANIZATIONS_PER_CALL) {
                const response = await relayed(client.getOrganizations({ organizationIds: ids.slice(start, start + ORGANIZATIONS_PER_CALL), viewerId }, { metadata }));
                for (const organization of response.organizations)
                    found.set(organization.id, organization);
            }
            return found;
        },
    };
}
//# sourceMappingURL=identity.js.map