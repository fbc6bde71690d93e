import { commonV1, contentV1, identityV1 } from '@quire/proto';
import { createLogger, getPrincipal, membershipRole, type MemberRole, memberRoleToProto, newId, type Principal, ServerError, Status } from '@quire/shared';
import { errorOf, NATS_URL, startTestStack, useStarted } from '@quire/shared/testing';
import { createServer, type CallContext, type Server } from 'nice-grpc';
import { createPrismaClient, type PrismaClient } from '../src/db';
import { startContentService, type ContentServiceOptions, type RunningContentService } from '../src/service';

export const PUBLIC_URL = 'http://quire.test';
export const APP_URL = 'http://app.quire.test';

type DirectoryMember = { role: MemberRole | null; teamIds: string[] };

/**
 * What the stand-in identity server knows: members (with role and teams) and teams of
 * organizations. Tests add to it as they create their fixtures.
 */
export class Directory {
  readonly members = new Map<string, DirectoryMember>();
  readonly teams = new Map<string, { organizationId: string; team: identityV1.OrganizationTeam }>();
  /** Organizations whose team list identity refuses to show (as it may for guests). */
  readonly teamListingRefused = new Set<string>();
  /** Users GetUsers knows (every member added gets one). */
  readonly users = new Map<string, identityV1.User>();
  /** The GetUsers requests received, oldest first. */
  readonly usersRequests: identityV1.GetUsersRequest[] = [];
  /** Organizations GetOrganizations knows (newOrganization adds each). */
  readonly organizations = new Map<string, identityV1.Organization>();
  /** The GetOrganizations requests received, oldest first. */
  readonly organizationsRequests: identityV1.GetOrganizationsRequest[] = [];

  /** An organization identity knows, as identity presents it to someone outside it. */
  addOrganization(organizationId: string, title = `Organization ${organizationId}`): identityV1.Organization {
    const none = { view: false, admin: false, ownTeam: false, createContent: false, createOpenApiSpec: false, ingestConversations: false, viewBilling: false, listMembers: false, listTeams: false, listIntegrations: false, listInstallations: false, installIntegration: false };
    const organization: identityV1.Organization = {
      object: 'organization',
      id: organizationId,
      title,
      createdAt: new Date(),
      emailDomains: [],
      type: identityV1.OrganizationType.ORGANIZATION_TYPE_BUSINESS,
      useCase: identityV1.OrganizationUseCase.ORGANIZATION_USE_CASE_UNSPECIFIED,
      defaultRole: commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED,
      sso: false,
      inviteLinks: false,
      plan: identityV1.BillingProduct.BILLING_PRODUCT_FREE,
      mergeRules: { type: 'none' },
      urls: { location: `${PUBLIC_URL}/v1/orgs/${organizationId}`, app: `${APP_URL}/o/${organizationId}` },
      trial: { status: identityV1.BillingTrialStatus.BILLING_TRIAL_STATUS_NOTAPPLICABLE, count: 0 },
      permissions: none,
    };
    this.organizations.set(organizationId, organization);
    return organization;
  }

  addMember(organizationId: string, userId: string, member: DirectoryMember): void {
    this.members.set(`${organizationId}/${userId}`, member);
    if (!this.users.has(userId)) this.addUser(userId);
  }

  /** A user identity knows (not necessarily a member of any organization). */
  addUser(userId: string, displayName = `User ${userId}`): identityV1.User {
    const user: identityV1.User = { object: 'user', id: userId, displayName, email: `${userId.toLowerCase()}@users.test`, urls: { location: `${PUBLIC_URL}/v1/users/${userId}` } };
    this.users.set(userId, user);
    return user;
  }

  addTeam(organizationId: string, title = 'Team'): string {
    const id = newId();
    this.teams.set(id, {
      organizationId,
      team: { object: 'team', id, title, members: 0, spaces: 0, createdAt: new Date(), permissions: { admin: true, view: true } },
    });
    return id;
  }
}


/** A real gRPC server answering the two identity rpcs content calls, from a Directory. */
async function startIdentityStandIn(directory: Directory): Promise<{ server: Server; address: string; calls: string[] }> {
  const calls: string[] = [];
  const unimplemented = async () => {
    throw new ServerError(Status.UNIMPLEMENTED, 'not in the test stand-in');
  };
  const implementation = {
    ...Object.fromEntries(
      [identityV1.AuthServiceDefinition, identityV1.TeamServiceDefinition, identityV1.IdentityInternalServiceDefinition]
        .flatMap((definition) => Object.keys(definition.methods))
        .map((name) => [name, unimplemented]),
    ),
    async getUsers(request: identityV1.GetUsersRequest): Promise<identityV1.GetUsersResponse> {
      calls.push('getUsers');
      directory.usersRequests.push(request);
      const users = request.userIds.flatMap((id) => directory.users.get(id) ?? []);
      const memberIds = request.organizationId === undefined ? [] : request.userIds.filter((id) => directory.members.has(`${request.organizationId}/${id}`));
      return { users, memberIds };
    },
    // As identity's ListMemberAccess: members, and the guests named or in a named team, by user id.
    async listMemberAccess(request: identityV1.ListMemberAccessRequest): Promise<identityV1.ListMemberAccessResponse> {
      calls.push('listMemberAccess');
      const prefix = `${request.organizationId}/`;
      const listed = [...directory.members]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, member]) => ({ userId: key.slice(prefix.length), ...member }))
        .filter((m) => m.role !== null || request.userIds.includes(m.userId) || m.teamIds.some((team) => request.teamIds.includes(team)))
        .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
      const after = listed.filter((m) => request.afterUserId === '' || m.userId > request.afterUserId);
      const page = after.slice(0, request.limit);
      return {
        items: page.map((m) => ({ user: directory.users.get(m.userId), role: memberRoleToProto(m.role), teamIds: m.teamIds })),
        more: after.length > request.limit,
        count: listed.length,
      };
    },
    // As identity's GetMembers: the organization's members (guests included) among the ids, by user id.
    async getMembers(request: identityV1.GetMembersRequest): Promise<identityV1.GetMembersResponse> {
      calls.push('getMembers');
      const members = [...new Set(request.userIds)]
        .sort()
        .flatMap((userId) => {
          const member = directory.members.get(`${request.organizationId}/${userId}`);
          const user = directory.users.get(userId);
          if (!member || !user) return [];
          return [
            {
              object: 'member',
              id: userId,
              role: memberRoleToProto(member.role ?? null),
              user,
              disabled: false,
              joinedAt: new Date(0),
              sso: false,
              spaces: 0,
              teams: member.teamIds.length,
            },
          ];
        });
      return { members };
    },
    async getOrganizations(request: identityV1.GetOrganizationsRequest): Promise<identityV1.GetOrganizationsResponse> {
      calls.push('getOrganizations');
      directory.organizationsRequests.push(request);
      const organizations = request.organizationIds.flatMap((id) => {
        const organization = directory.organizations.get(id);
        if (!organization) return [];
        // As identity: the viewer's membership decides what they may do.
        const member = request.viewerId === undefined ? undefined : directory.members.get(`${id}/${request.viewerId}`);
        return [{ ...organization, permissions: { ...organization.permissions!, view: member !== undefined, admin: member?.role === 'admin', listMembers: !!member?.role } }];
      });
      return { organizations };
    },
    async getMemberAccess(request: identityV1.GetMemberAccessRequest): Promise<identityV1.GetMemberAccessResponse> {
      calls.push('getMemberAccess');
      const member = directory.members.get(`${request.organizationId}/${request.userId}`);
      if (!member) return { isMember: false, role: commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED, teamIds: [] };
      return {
        isMember: true,
        role: memberRoleToProto(member.role ?? null),
        teamIds: member.teamIds,
      };
    },
    async listTeams(request: identityV1.ListTeamsRequest, context: CallContext): Promise<identityV1.ListTeamsResponse> {
      calls.push('listTeams');
      // As identity: guests cannot list the teams of the organization.
      if (membershipRole(getPrincipal(context), request.organizationId) === null) {
        throw new ServerError(Status.PERMISSION_DENIED, 'Guests cannot list the teams of the organization');
      }
      if (directory.teamListingRefused.has(request.organizationId)) {
        throw new ServerError(Status.PERMISSION_DENIED, 'You cannot list the teams of this organization');
      }
      const items = [...directory.teams.values()].filter((t) => t.organizationId === request.organizationId).map((t) => t.team);
      return { items, next: undefined, count: items.length };
    },
    async listMemberTeams(request: identityV1.ListMemberTeamsRequest, context: CallContext): Promise<identityV1.ListMemberTeamsResponse> {
      calls.push('listMemberTeams');
      // As identity: guests can list their own teams only.
      const principal = getPrincipal(context);
      if (membershipRole(principal, request.organizationId) === null && principal.userId !== request.userId) {
        throw new ServerError(Status.PERMISSION_DENIED, 'Guests can only list their own teams');
      }
      const member = directory.members.get(`${request.organizationId}/${request.userId}`);
      if (!member) throw new ServerError(Status.NOT_FOUND, 'Member not found');
      const items = member.teamIds.flatMap((teamId) => {
        const entry = directory.teams.get(teamId);
        return entry && entry.organizationId === request.organizationId ? [{ team: entry.team, member: { role: 0 } }] : [];
      });
      return { items, next: undefined, count: items.length };
    },
  };
  const server = createServer();
  server.add(identityV1.AuthServiceDefinition, implementation as unknown as identityV1.AuthServiceImplementation);
  server.add(identityV1.TeamServiceDefinition, implementation as unknown as identityV1.TeamServiceImplementation);
  server.add(identityV1.IdentityInternalServiceDefinition, implementation as unknown as identityV1.IdentityInternalServiceImplementation);
  server.add(identityV1.MemberAccessInternalServiceDefinition, implementation as unknown as identityV1.MemberAccessInternalServiceImplementation);
  const port = await server.listen('127.0.0.1:0');
  return { server, address: `127.0.0.1:${port}`, calls };
}

/** Every rpc of content through one object. */
export type ContentClient = contentV1.CollectionServiceClient &
  contentV1.CollectionPermissionServiceClient &
  contentV1.SpacePermissionServiceClient &
  contentV1.CollectionUserPermissionServiceClient &
  contentV1.SpaceServiceClient &
  contentV1.LinkServiceClient &
  contentV1.RevisionServiceClient &
  contentV1.ChangeRequestServiceClient &
  contentV1.ChangeRequestReviewServiceClient &
  contentV1.CommentServiceClient &
  contentV1.PageServiceClient &
  contentV1.FileServiceClient &
  contentV1.DownloadServiceClient &
  contentV1.ContentInternalServiceClient &
  contentV1.ContentReaderServiceClient &
  contentV1.OpenAPISpecServiceClient &
  contentV1.OpenAPISpecInternalServiceClient &
  contentV1.ImportRunServiceClient &
  contentV1.ImportRunInternalServiceClient &
  contentV1.SourceInternalServiceClient &
  contentV1.GitSyncServiceClient &
  contentV1.GitSyncInternalServiceClient &
  contentV1.ComputedContentServiceClient &
  contentV1.EmbedServiceClient &
  contentV1.SemanticChangeServiceClient &
  contentV1.ReusableContentServiceClient;

export type TestEnvironment = {
  /** The environment's database: a fresh one (dropped at close) unless the options gave one. */
  databaseUrl: string;
  /** The environment's NATS namespace: its relay publishes, and its consumers read, only there. */
  namespace: string;
  db: PrismaClient;
  directory: Directory;
  identityCalls: string[];
  /** A ContentService client whose calls carry `principal`. */
  as(principal: Principal): ContentClient;
  /** A client sending no principal. */
  anonymous: ContentClient;
  close(): Promise<void>;
};

export { NATS_URL };

/**
 * Where the service keeps its data and reads its events. Test files that need a database of
 * their own (their relay must not publish other files' rows) also need a durable of their own.
 */
export type TestEnvironmentOptions = Partial<
  Pick<ContentServiceOptions, 'databaseUrl' | 'natsUrl' | 'identityEventsDurable' | 'urlSigningKey' | 'maxUploadBytes' | 'embeds'>
> & {
  /** QUIRE_SECRETS_KEY (Git URLs are sealed with it); null: none, as a deployment without the key. */
  secretsKey?: Buffer | null;
};

/** The fixed QUIRE_SECRETS_KEY of the tests (32 bytes). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7);

/**
 * Starts the content service (port 0, a fresh database unless `databaseUrl` is given: the
 * shared test harness) against a stand-in identity server.
 */
export async function startTestEnvironment({
  databaseUrl,
  natsUrl = NATS_URL,
  // Never the running service's durable: it would take that service's events.
  identityEventsDurable = 'content-identity-events-test',
  urlSigningKey = 'content-test-url-signing-key-0123456789',
  maxUploadBytes,
  secretsKey = TEST_SECRETS_KEY,
  embeds,
}: TestEnvironmentOptions = {}): Promise<TestEnvironment> {
  const directory = new Directory();
  const identity = await startIdentityStandIn(directory);
  const stack = await startTestStack<ContentClient, RunningContentService>({
    name: 'content',
    databaseUrl,
    natsUrl,
    definitions: [
      contentV1.CollectionServiceDefinition,
      contentV1.CollectionPermissionServiceDefinition,
      contentV1.SpaceServiceDefinition,
      contentV1.LinkServiceDefinition,
      contentV1.RevisionServiceDefinition,
      contentV1.ChangeRequestServiceDefinition,
      contentV1.ChangeRequestReviewServiceDefinition,
      contentV1.CommentServiceDefinition,
      contentV1.PageServiceDefinition,
      contentV1.FileServiceDefinition,
      contentV1.DownloadServiceDefinition,
      contentV1.ContentInternalServiceDefinition,
      contentV1.ContentReaderServiceDefinition,
      contentV1.OpenAPISpecServiceDefinition,
      contentV1.OpenAPISpecInternalServiceDefinition,
      contentV1.ImportRunServiceDefinition,
      contentV1.ImportRunInternalServiceDefinition,
      contentV1.SourceInternalServiceDefinition,
      contentV1.GitSyncServiceDefinition,
      contentV1.GitSyncInternalServiceDefinition,
      contentV1.ComputedContentServiceDefinition,
      contentV1.EmbedServiceDefinition,
      contentV1.SemanticChangeServiceDefinition,
      contentV1.ReusableContentServiceDefinition,
      contentV1.SpacePermissionServiceDefinition,
      contentV1.CollectionUserPermissionServiceDefinition,
    ],
    start: (environment) =>
      startContentService({
        databaseUrl: environment.databaseUrl,
        natsUrl: environment.natsUrl,
        identityEventsDurable,
        host: '127.0.0.1',
        port: 0,
        publicUrl: PUBLIC_URL,
        appUrl: APP_URL,
        identityGrpcUrl: identity.address,
        logger: createLogger('content-test', 'silent'),
        // The tests call the purge themselves.
        purgeIntervalMs: 24 * 60 * 60 * 1000,
        urlSigningKey,
        maxUploadBytes,
        secretsKey: secretsKey ?? undefined,
        embeds,
      }),
  }).catch(async (error: unknown) => {
    await identity.server.shutdown();
    throw error;
  });
  const db = createPrismaClient(stack.databaseUrl);

  return {
    databaseUrl: stack.databaseUrl,
    namespace: stack.namespace,
    db,
    directory,
    identityCalls: identity.calls,
    as: (principal) => stack.as(principal),
    anonymous: stack.as(undefined),
    async close() {
      await db.$disconnect();
      await stack.close();
      await identity.server.shutdown();
    },
  };
}

/** A fresh organization with an admin; `member()` adds people to it. */
export function newOrganization(env: TestEnvironment) {
  const organizationId = newId();
  env.directory.addOrganization(organizationId);
  const principalFor = (role: MemberRole | null, teamIds: string[] = []): Principal => {
    const userId = newId();
    env.directory.addMember(organizationId, userId, { role, teamIds });
    return { userId, tokenId: newId(), memberships: [{ organizationId, role }], teamIds };
  };
  return {
    id: organizationId,
    admin: principalFor('admin'),
    member: (role: MemberRole, teamIds: string[] = []) => principalFor(role, teamIds),
    guest: (teamIds: string[] = []) => principalFor(null, teamIds),
    team: (title?: string) => env.directory.addTeam(organizationId, title),
  };
}

/** The same person as a member of several organizations. */
export function inOrganizations(principal: Principal, ...memberships: { organizationId: string; role: MemberRole | null }[]): Principal {
  return { ...principal, memberships: [...principal.memberships, ...memberships] };
}

/** Resolves to the gRPC status code a call failed with (fails the test if it succeeded). */
export async function statusOf(call: Promise<unknown>): Promise<Status> {
  try {
    await call;
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error) return (error as { code: Status }).code;
    throw error;
  }
  throw new Error('expected the call to fail');
}

export { errorOf, Status };

/**
 * Starts the environment before the file's tests and closes it after them. The handle reads
 * the running environment, so it is usable from the tests and hooks (not at module level).
 */
export function useTestEnvironment(options: TestEnvironmentOptions = {}): TestEnvironment {
  return useStarted(
    () => startTestEnvironment(options),
    (started) => started.close(),
  );
}

export type Org = ReturnType<typeof newOrganization>;

/** An update request changing nothing, to spread the changes of a test over. */
export const noChanges = { editMode: 0, defaultLevel: 0, language: 0, mergeRules: undefined, emoji: undefined, icon: undefined, title: undefined };

/** A space created by the organization's admin. */
export async function createSpace(env: TestEnvironment, org: Org, title: string, parent?: string) {
  const { space } = await env.as(org.admin).createSpace({ organizationId: org.id, title, parent, language: 0, editMode: 0 });
  return space!;
}

/** A collection created by the organization's admin. */
export async function createCollection(env: TestEnvironment, org: Org, title: string, parent?: string) {
  const { collection } = await env.as(org.admin).createCollection({ organizationId: org.id, title, parent });
  return collection!;
}

/** The types of the outbox events of an aggregate, oldest first. */
export async function outboxTypes(env: TestEnvironment, aggregateId: string): Promise<string[]> {
  const rows = await env.db.outboxEvent.findMany({ where: { aggregateId }, orderBy: { seq: 'asc' }, select: { type: true } });
  return rows.map((row) => row.type);
}

/** Marks a space deleted `days` days ago. */
export const deletedDaysAgo = (env: TestEnvironment, spaceId: string, days: number) =>
  env.db.space.update({ where: { id: spaceId }, data: { deletedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) } });

export const collectionPointer = (collection: string) => ({
  type: contentV1.ContentPointerType.CONTENT_POINTER_TYPE_COLLECTION,
  collection,
  space: undefined,
});
export const spacePointer = (space: string) => ({ type: contentV1.ContentPointerType.CONTENT_POINTER_TYPE_SPACE, space, collection: undefined });

/**
 * A change request row written straight into the database (status `open` by default), on the
 * space's current revision, numbered after the space's last one.
 */
export async function createChangeRequestRow(
  env: TestEnvironment,
  space: { id: string; organization: string },
  { createdById = newId(), status = 'open' }: { createdById?: string; status?: 'draft' | 'open' | 'merged' | 'archived' } = {},
) {
  return env.db.$transaction(async (tx) => {
    const row = await tx.space.update({
      where: { id: space.id },
      data: { changeRequestCounter: { increment: 1 } },
      select: { revisionId: true, changeRequestCounter: true },
    });
    return tx.changeRequest.create({
      data: {
        id: newId(),
        spaceId: space.id,
        organizationId: space.organization,
        number: row.changeRequestCounter,
        createdById,
        revisionId: row.revisionId,
        revisionInitialId: row.revisionId,
        status,
      },
    });
  });
}
