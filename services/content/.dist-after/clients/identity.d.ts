import { identityV1 } from '@quire/proto';
import { type ServiceClient } from '@quire/shared';
import { type Metadata } from 'nice-grpc';
import type { Level } from '../access/policy';
/** The identity rpcs content calls: access lookups, team lists and users by id. */
export type IdentityClient = ServiceClient<typeof identityV1.AuthServiceDefinition> & ServiceClient<typeof identityV1.TeamServiceDefinition> & ServiceClient<typeof identityV1.IdentityInternalServiceDefinition> & ServiceClient<typeof identityV1.MemberAccessInternalServiceDefinition>;
/** One page of ListMemberAccess: people of an organization with their role and teams. */
export type MemberAccessPage = {
    items: {
        user: identityV1.User;
        role: Level | null;
        teamIds: string[];
    }[];
    more: boolean;
    count: number;
};
/** Users by id, and which of them are members of the organization asked about. */
export type UsersLookup = {
    users: Map<string, identityV1.User>;
    memberIds: Set<string>;
};
/** A user's standing in an organization; undefined when they are not in it. */
export type MemberAccess = {
    role: Level | null;
    teamIds: string[];
};
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
    memberAccessPage(organizationId: string, query: {
        userIds: readonly string[];
        teamIds: readonly string[];
        afterUserId?: string;
        limit: number;
    }, metadata: Metadata): Promise<MemberAccessPage>;
};
/** A client of identity at `identityGrpcUrl` (host:port, IDENTITY_GRPC_URL), every call with a deadline. */
export declare function createIdentityClient(identityGrpcUrl: string, { deadlineMs }?: {
    deadlineMs?: number;
}): IdentityClient;
export declare function identityDirectory(client: IdentityClient): IdentityDirectory;
