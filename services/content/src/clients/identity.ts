import { identityV1 } from '@quire/proto';
import { createServiceClient, memberRoleFromProto, ServerError, type ServiceClient, Status } from '@quire/shared';
import { ClientError, type Metadata } from 'nice-grpc';
import type { Level } from '../access/policy';

/** The identity rpcs content calls: access lookups, team lists and users by id. */
export type IdentityClient = ServiceClient<typeof identityV1.AuthServiceDefinition> &
  ServiceClient<typeof identityV1.TeamServiceDefinition> &
  ServiceClient<typeof identityV1.IdentityInternalServiceDefinition> &
  ServiceClient<typeof identityV1.MemberAccessInternalServiceDefinition>;

/** One page of ListMemberAccess: people of an organization with their role and teams. */
export type MemberAccessPage = { items: { user: identityV1.User; role: Level | null; teamIds: string[] }[]; more: boolean; count: number };

/** Users by id, and which of them are members of the organization asked about. */
export type UsersLookup = { users: Map<string, identityV1.User>; memberIds: Set<string> };

/** A user's standing in an organization; undefined when they are not in it. */
export type MemberAccess = { role: Level | null; teamIds: string[] };

/** What content needs from identity. */
export type IdentityDirectory = {
  memberAccess(organizationId: string, userId: string, metadata: Metadata): Promise<MemberAccess | undefined>;
  /** The organization's teams among `teamIds`, by id; unknown ids are absent from the map. */
  teams(organizationId: string, teamIds: readonly string[], metadata: Metadata): Promise<Map<string, identityV1.OrganizationTeam>>;
  /** The teams `userId` is in, by id: what identity shows a guest about teams (their own only). */
  memberTeams(organizationId: string, userId: string, metadata: Metadata): Promise<Map<string, identityV1.OrganizationTeam>>;
  /**
   * The users among `userIds` (GitBook "User" objects to embed), by id; unknown ids are absent.
   * With `organizationId`, `memberIds` tells which of them are its members (guests included).
   * One GetUsers call per 1000 distinct ids, none for an empty list.
   */
  users(userIds: Iterable<string>, organizationId: string | undefined, metadata: Metadata): Promise<UsersLookup>;
  /**
   * The organization's members (guests included) among `userIds` (GitBook "OrganizationMember"s
   * to embed), by user id; people outside it are absent. One GetMembers call per 1000 distinct
   * ids, none for an empty list.
   */
  members(organizationId: string, userIds: Iterable<string>, metadata: Metadata): Promise<Map<string, identityV1.OrganizationMember>>;
  /**
   * The organizations among `organizationIds` (GitBook "Organization" objects to embed), by id,
   * each with the permissions of `viewerId`; unknown ids are absent. One GetOrganizations call
   * per 1000 distinct ids, none for an empty list.
   */
  organizations(organizationIds: Iterable<string>, viewerId: string | undefined, metadata: Metadata): Promise<Map<string, identityV1.Organization>>;
  /**
   * One keyset page (by user id) of the organization's members, and of its guests among
   * `userIds` or in a team of `teamIds`, with their role and teams (the permission aggregates).
   */
  memberAccessPage(
    organizationId: string,
    query: { userIds: readonly string[]; teamIds: readonly string[]; afterUserId?: string; limit: number },
    metadata: Metadata,
  ): Promise<MemberAccessPage>;
};


const TEAM_PAGE_SIZE = 1000;
/** Identity's limit of ids per GetUsers call. */
const USERS_PER_CALL = 1000;
/** Identity's limit of ids per GetOrganizations call. */
const ORGANIZATIONS_PER_CALL = 1000;

// Statuses whose message identity wrote for API clients (docs/conventions.md); anything else
// would reach our caller as a generic INTERNAL error.
const PASSED_THROUGH = new Set([
  Status.INVALID_ARGUMENT,
  Status.NOT_FOUND,
  Status.PERMISSION_DENIED,
  Status.UNAUTHENTICATED,
  Status.UNAVAILABLE,
  Status.DEADLINE_EXCEEDED,
  Status.RESOURCE_EXHAUSTED,
]);

/** Identity's refusal, answered with the same status, so a 403 from identity stays a 403. */
async function relayed<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ClientError && PASSED_THROUGH.has(error.code)) throw new ServerError(error.code, error.details);
    throw error;
  }
}

/** A client of identity at `identityGrpcUrl` (host:port, IDENTITY_GRPC_URL), every call with a deadline. */
export function createIdentityClient(identityGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): IdentityClient {
  return {
    ...createServiceClient(identityV1.AuthServiceDefinition, identityGrpcUrl, { deadlineMs }),
    ...createServiceClient(identityV1.TeamServiceDefinition, identityGrpcUrl, { deadlineMs }),
    ...createServiceClient(identityV1.IdentityInternalServiceDefinition, identityGrpcUrl, { deadlineMs }),
    ...createServiceClient(identityV1.MemberAccessInternalServiceDefinition, identityGrpcUrl, { deadlineMs }),
  };
}

export function identityDirectory(client: IdentityClient): IdentityDirectory {
  return {
    async memberAccess(organizationId, userId, metadata) {
      const response = await relayed(client.getMemberAccess({ organizationId, userId }, { metadata }));
      if (!response.isMember) return undefined;
      return { role: memberRoleFromProto(response.role) ?? null, teamIds: response.teamIds };
    },

    // Identity has no lookup by several ids: walk its team list (1000 per call, almost always
    // one call) instead of one GetTeam per id.
    async teams(organizationId, teamIds, metadata) {
      const wanted = new Set(teamIds);
      const found = new Map<string, identityV1.OrganizationTeam>();
      let page: string | undefined;
      while (wanted.size > found.size) {
        const response = await relayed(client.listTeams({ organizationId, page, limit: TEAM_PAGE_SIZE }, { metadata }));
        for (const team of response.items) if (wanted.has(team.id)) found.set(team.id, team);
        page = response.next?.page;
        if (!page) break;
      }
      return found;
    },

    async memberAccessPage(organizationId, { userIds, teamIds, afterUserId, limit }, metadata) {
      const response = await relayed(
        client.listMemberAccess({ organizationId, userIds: [...userIds], teamIds: [...teamIds], afterUserId: afterUserId ?? '', limit }, { metadata }),
      );
      return {
        items: response.items.flatMap((item) => (item.user ? [{ user: item.user, role: memberRoleFromProto(item.role) ?? null, teamIds: item.teamIds }] : [])),
        more: response.more,
        count: response.count,
      };
    },

    async memberTeams(organizationId, userId, metadata) {
      const found = new Map<string, identityV1.OrganizationTeam>();
      let page: string | undefined;
      do {
        const response = await relayed(client.listMemberTeams({ organizationId, userId, page, limit: TEAM_PAGE_SIZE }, { metadata }));
        for (const item of response.items) if (item.team) found.set(item.team.id, item.team);
        page = response.next?.page;
      } while (page);
      return found;
    },

    async users(userIds, organizationId, metadata) {
      const ids = [...new Set(userIds)];
      const found: UsersLookup = { users: new Map(), memberIds: new Set() };
      for (let start = 0; start < ids.length; start += USERS_PER_CALL) {
        const response = await relayed(client.getUsers({ userIds: ids.slice(start, start + USERS_PER_CALL), organizationId }, { metadata }));
        for (const user of response.users) found.users.set(user.id, user);
        for (const id of response.memberIds) found.memberIds.add(id);
      }
      return found;
    },

    async members(organizationId, userIds, metadata) {
      const ids = [...new Set(userIds)];
      const found = new Map<string, identityV1.OrganizationMember>();
      for (let start = 0; start < ids.length; start += USERS_PER_CALL) {
        const response = await relayed(client.getMembers({ organizationId, userIds: ids.slice(start, start + USERS_PER_CALL) }, { metadata }));
        for (const member of response.members) found.set(member.id, member);
      }
      return found;
    },

    async organizations(organizationIds, viewerId, metadata) {
      const ids = [...new Set(organizationIds)];
      const found = new Map<string, identityV1.Organization>();
      for (let start = 0; start < ids.length; start += ORGANIZATIONS_PER_CALL) {
        const response = await relayed(
          client.getOrganizations({ organizationIds: ids.slice(start, start + ORGANIZATIONS_PER_CALL), viewerId }, { metadata }),
        );
        for (const organization of response.organizations) found.set(organization.id, organization);
      }
      return found;
    },
  };
}
