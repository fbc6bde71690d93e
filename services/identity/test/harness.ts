import { randomUUID } from 'node:crypto';
import { contentV1, identityV1, invitesV1, sitesV1 } from '@quire/proto';
import { createLogger, decodePrincipal, memberRoleFromProto, type Principal, principalMetadata, ServerError, Status } from '@quire/shared';
import { BASE_DATABASE_URL, startTestStack, useStarted } from '@quire/shared/testing';
import { createServer, type Client, type Server } from 'nice-grpc';
import type { Metadata } from 'nice-grpc-common';
import { createPrismaClient, type PrismaClient } from '../src/db';

import { startIdentityService, type IdentityServiceOptions, type RunningIdentityService } from '../src/service';

export { BASE_DATABASE_URL };
export const PUBLIC_URL = 'http://quire.test';
export const APP_URL = 'http://app.quire.test';
/** The fixed QUIRE_SECRETS_KEY of the tests (32 bytes): integration secrets are sealed with it. */
export const TEST_SECRETS_KEY = Buffer.from('0f1e2d3c4b5a69788796a5b4c3d2e1f000112233445566778899aabbccddeeff', 'hex');

/**
 * A real content server that implements only the two counting rpcs identity calls, answering
 * from maps the tests fill, and recording each call so tests can check there is one per page.
 */
export type FakeContent = {
  teamSpaces: Map<string, number>;
  memberSpaces: Map<string, number>;
  /** Spaces and collections invite links embed, by id (each names its organization). */
  spaces: Map<string, contentV1.Space>;
  collections: Map<string, contentV1.Collection>;
  /** Sites (the same server plays the sites service's GetSites), by id, with their organization. */
  sites: Map<string, { organizationId: string; site: sitesV1.Site }>;
  calls: {
    method: 'countTeamSpaces' | 'countMemberSpaces' | 'getSpaces' | 'getCollections' | 'getSpace' | 'getSites';
    organizationId: string;
    ids: string[];
    principal?: string;
  }[];
  port: number;
  server: Server;
};

async function startFakeContent(): Promise<FakeContent> {
  const fake = { teamSpaces: new Map(), memberSpaces: new Map(), spaces: new Map(), collections: new Map(), sites: new Map(), calls: [] } as unknown as FakeContent;
  const unimplementedOf = (definition: { methods: object }) => Object.fromEntries(
    Object.keys(definition.methods).map((name) => [
      name,
      async () => {
        throw new ServerError(Status.UNIMPLEMENTED, `${name} is not implemented by the test content server`);
      },
    ]),
  );
  const implementation = {
    ...unimplementedOf(contentV1.ContentInternalServiceDefinition),
    async getSpaces(request: contentV1.GetSpacesRequest, context: { metadata: Metadata }): Promise<contentV1.GetSpacesResponse> {
      fake.calls.push({
        method: 'getSpaces',
        organizationId: request.organizationId,
        ids: request.spaceIds,
        principal: context.metadata.get('x-quire-principal') as string | undefined,
      });
      const spaces = request.spaceIds.flatMap((id) => {
        const space = fake.spaces.get(id);
        return space && space.organization === request.organizationId ? [space] : [];
      });
      return { spaces };
    },
    async getCollections(request: contentV1.GetCollectionsRequest, context: { metadata: Metadata }): Promise<contentV1.GetCollectionsResponse> {
      fake.calls.push({
        method: 'getCollections',
        organizationId: request.organizationId,
        ids: request.collectionIds,
        principal: context.metadata.get('x-quire-principal') as string | undefined,
      });
      const collections = request.collectionIds.flatMap((id) => {
        const collection = fake.collections.get(id);
        return collection && collection.organization === request.organizationId ? [collection] : [];
      });
      return { collections };
    },
    async countTeamSpaces(
      request: contentV1.CountTeamSpacesRequest,
      context: { metadata: Metadata },
    ): Promise<contentV1.CountTeamSpacesResponse> {
      fake.calls.push({
        method: 'countTeamSpaces',
        organizationId: request.organizationId,
        ids: request.teamIds,
        principal: context.metadata.get('x-quire-principal') as string | undefined,
      });
      return { spacesByTeam: Object.fromEntries(request.teamIds.map((id) => [id, fake.teamSpaces.get(id) ?? 0])) };
    },
    async countMemberSpaces(
      request: contentV1.CountMemberSpacesRequest,
      context: { metadata: Metadata },
    ): Promise<contentV1.CountMemberSpacesResponse> {
      fake.calls.push({
        method: 'countMemberSpaces',
        organizationId: request.organizationId,
        ids: request.members.map((member) => member.userId),
        principal: context.metadata.get('x-quire-principal') as string | undefined,
      });
      return {
        spacesByMember: Object.fromEntries(
          request.members.map((member) => [member.userId, fake.memberSpaces.get(member.userId) ?? 0]),
        ),
      };
    },
  };
  /** Members (with a role, not guests) of the organization, as content and sites see them. */
  const readsIn = (context: { metadata: Metadata }, organizationId: string) => {
    const encoded = context.metadata.get('x-quire-principal');
    if (typeof encoded !== 'string') return false;
    return decodePrincipal(encoded).memberships.some((membership) => membership.organizationId === organizationId && membership.role !== null);
  };
  const spaceService = {
    ...unimplementedOf(contentV1.SpaceServiceDefinition),
    async getSpace(request: contentV1.GetSpaceRequest, context: { metadata: Metadata }): Promise<contentV1.GetSpaceResponse> {
      fake.calls.push({ method: 'getSpace', organizationId: '', ids: [request.spaceId], principal: context.metadata.get('x-quire-principal') as string | undefined });
      const space = fake.spaces.get(request.spaceId);
      if (!space || !readsIn(context, space.organization)) throw new ServerError(Status.NOT_FOUND, 'Space not found');
      return { space };
    },
  };
  const siteInternal = {
    ...unimplementedOf(sitesV1.SiteInternalServiceDefinition),
    async getSites(request: sitesV1.GetSitesRequest, context: { metadata: Metadata }): Promise<sitesV1.GetSitesResponse> {
      fake.calls.push({ method: 'getSites', organizationId: request.organizationId, ids: request.siteIds, principal: context.metadata.get('x-quire-principal') as string | undefined });
      if (!readsIn(context, request.organizationId)) return { sites: [] };
      return {
        sites: request.siteIds.flatMap((id) => {
          const entry = fake.sites.get(id);
          return entry && entry.organizationId === request.organizationId ? [entry.site] : [];
        }),
      };
    },
  };
  const server = createServer();
  server.add(contentV1.ContentInternalServiceDefinition, implementation as never);
  server.add(contentV1.SpaceServiceDefinition, spaceService as never);
  server.add(sitesV1.SiteInternalServiceDefinition, siteInternal as never);
  fake.port = await server.listen('127.0.0.1:0');
  fake.server = server;
  return fake;
}

export type IdentityClient = Client<typeof identityV1.AuthServiceDefinition> &
  Client<typeof identityV1.UserServiceDefinition> &
  Client<typeof identityV1.OrganizationServiceDefinition> &
  Client<typeof identityV1.MemberServiceDefinition> &
  Client<typeof identityV1.TeamServiceDefinition> &
  Client<typeof invitesV1.OrganizationInviteServiceDefinition>;

export type TestIdentity = {
  service: RunningIdentityService;
  /** Every rpc of identity's principal-taking services through one object. */
  identity: IdentityClient;
  admin: Client<typeof identityV1.AdminServiceDefinition>;
  content: FakeContent;
  prisma: PrismaClient;
  stop(): Promise<void>;
};

/**
 * Identity on a free port with a fresh database (the shared test harness), or against
 * `databaseUrl` when given, with a fake content server, and real clients.
 */
export async function startTestIdentity(
  databaseUrl?: string,
  // Creation by signed-in users is off by default in the service; most tests exercise it.
  {
    allowOrganizationCreation = true,
    memberEmailAdditionsPerDay,
    sso,
    secretsKey = TEST_SECRETS_KEY,
    smtpUrl,
    logger = createLogger('identity-test', 'silent'),
  }: {
    /** Invitation emails go to this SMTP server (a sink the test starts). */
    smtpUrl?: string;
    allowOrganizationCreation?: boolean;
    memberEmailAdditionsPerDay?: number;
    sso?: IdentityServiceOptions['sso'];
    /** Default TEST_SECRETS_KEY; `null` starts identity without one. */
    secretsKey?: Buffer | null;
    /** For tests that read the service's log lines. */
    logger?: IdentityServiceOptions['logger'];
  } = {},
): Promise<TestIdentity> {
  const content = await startFakeContent();
  const stack = await startTestStack<IdentityClient, RunningIdentityService>({
    name: 'identity',
    databaseUrl,
    definitions: [
      identityV1.AuthServiceDefinition,
      identityV1.UserServiceDefinition,
      identityV1.OrganizationServiceDefinition,
      identityV1.MemberServiceDefinition,
      identityV1.TeamServiceDefinition,
      invitesV1.OrganizationInviteServiceDefinition,
    ],
    start: (environment) =>
      startIdentityService({
        databaseUrl: environment.databaseUrl,
        natsUrl: environment.natsUrl,
        host: '127.0.0.1',
        port: 0,
        publicUrl: PUBLIC_URL,
        appUrl: APP_URL,
        contentGrpcUrl: `127.0.0.1:${content.port}`,
        sitesGrpcUrl: `127.0.0.1:${content.port}`,
        allowOrganizationCreation,
        memberEmailAdditionsPerDay,
        sso,
        secretsKey: secretsKey ?? undefined,
        smtpUrl,
        logger,
      }),
  }).catch(async (error: unknown) => {
    await content.server.shutdown();
    throw error;
  });
  const prisma = createPrismaClient(stack.databaseUrl);
  return {
    service: stack.service,
    identity: stack.client,
    admin: stack.clientOf(identityV1.AdminServiceDefinition),
    content,
    prisma,
    async stop() {
      await prisma.$disconnect();
      await stack.close();
      await content.server.shutdown();
    },
  };
}

/** A user as the gateway would call identity for them: the principal from AuthenticateToken. */
export type Caller = { userId: string; token: string; tokenId: string; metadata: Metadata };

export async function callerFor(identity: TestIdentity['identity'], token: string): Promise<Caller> {
  const { principal } = await identity.authenticateToken({ token });
  const shared: Principal = {
    userId: principal!.userId,
    tokenId: principal!.tokenId,
    memberships: principal!.memberships.map((membership) => ({
      organizationId: membership.organizationId,
      role: memberRoleFromProto(membership.role) ?? null,
    })),
    teamIds: principal!.teamIds,
    // Installation tokens (docs/integrations.md): the kind and the installation, as the gateway passes them on.
    ...(principal!.kind === identityV1.TokenKind.TOKEN_KIND_INSTALLATION && {
      kind: 'installation' as const,
      installation: principal!.installation as Principal['installation'],
    }),
    ...(principal!.kind === identityV1.TokenKind.TOKEN_KIND_INTEGRATION && {
      kind: 'integration' as const,
      integration: principal!.integration as Principal['integration'],
    }),
  };
  return {
    userId: shared.userId,
    token,
    tokenId: shared.tokenId,
    metadata: principalMetadata(shared, randomUUID()),
  };
}

/** Options for a call made by `caller`. */
export const as = (caller: Caller) => ({ metadata: caller.metadata });

/** The gRPC status a promise fails with. */
export async function statusOf(promise: Promise<unknown>): Promise<Status | 'OK'> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error) return (error as { code: Status }).code;
    throw error;
  }
}

/** The status and message of a call that must fail (it throws when the call succeeds). */
export async function failure(promise: Promise<unknown>): Promise<{ code: Status; details: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: Status; details: string };
  }
  throw new Error('the call succeeded');
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID()}@example.test`;

/**
 * Starts identity before the file's tests and stops it after them. The handle reads the
 * running identity, so it is usable from the tests and hooks (not at module level).
 */
export function useTestIdentity(...options: Parameters<typeof startTestIdentity>): TestIdentity {
  return useStarted(
    () => startTestIdentity(...options),
    (started) => started.stop(),
  );
}

/** The outbox events of an aggregate, oldest first, with their organization. */
export const eventsOf = (env: TestIdentity, aggregateId: string) =>
  env.prisma.outboxEvent.findMany({
    where: { aggregateId },
    orderBy: { seq: 'asc' },
    select: { type: true, organizationId: true, data: true },
  });

/** The outbox events of an aggregate, oldest first. */
export const outboxOf = (env: TestIdentity, aggregateId: string) =>
  env.prisma.outboxEvent.findMany({ where: { aggregateId }, orderBy: { seq: 'asc' }, select: { type: true, data: true } });

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
