import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { GitBookAPI } from '@gitbook/api';
import { startContentService } from '@quire/content';
import { startGitWorkerService, type GitWorkerServiceOptions } from '@quire/git-worker';
import { startIdentityService, type IdentityServiceOptions } from '@quire/identity';
import { startInsightsService } from '@quire/insights';
import { startSitesService } from '@quire/sites';
import { startReaderService } from '@quire/reader';
import { startRuntimeService, type RuntimeContext } from '@quire/runtime';
import { identityV1 } from '@quire/proto';
import { createLogger, databaseUrlFor, type MemberRole, memberRoleToProto, removeNamespace, testNamespace } from '@quire/shared';
import { createChannel, createClient } from 'nice-grpc';
import { startGateway, type GatewayOptions } from '@quire/gateway';

// The whole request path in one process: identity, content, sites, insights, the git-worker,
// the runtime (integration scripts in workerd) and the gateway on free ports, against their own e2e databases (quire_e2e_identity,
// quire_e2e_content, quire_e2e_sites, ...) and the real NATS.
// Tests isolate by creating their own organizations and users (createOrg, addMember).

export type StackUser = { userId: string; token: string; api: GitBookAPI };
export type StackOrg = StackUser & { organizationId: string };

export type Stack = {
  /** The gateway's root URL (the GitBookAPI endpoint); the API is under `${baseUrl}/v1`. */
  baseUrl: string;
  /** content's e2e database, for tests that check what a request wrote (its outbox). */
  contentDatabaseUrl: string;
  /** The runtime's gRPC address and its parts (database pool, supervisor, guard proxy). */
  runtime: { grpcUrl: string; context: RuntimeContext };
  /** This stack's QUIRE_EVENT_NAMESPACE: its events, durables and work queues, removed by `stop()`. */
  eventNamespace: string;
  /** The official client for a token. */
  api(token: string): GitBookAPI;
  /** identity's operator-only admin service. */
  admin: identityV1.AdminServiceClient;
  /** identity's gRPC address, for tests that call what the runtime calls (MintIntegrationTokens). */
  identityGrpcUrl: string;
  /** A new organization with a new admin owner and their token. */
  createOrg(options?: { title?: string }): Promise<StackOrg>;
  /** A new user in the organization with the role (null: guest) and their token. */
  addMember(organizationId: string, role: MemberRole | null): Promise<StackUser>;
  stop(): Promise<void>;
};

export type StackOptions = Pick<GatewayOptions, 'rateLimitPerMinute' | 'authCacheTtlMs' | 'bodyLimit' | 'grpcDeadlineMs' | 'maxUploadBytes'> & {
  /** Where the services write their log lines (default stdout), for tests that read them. */
  logDestination?: Parameters<typeof createLogger>[2];
  /** Default: E2E_LOG_LEVEL, else 'error'. */
  logLevel?: Parameters<typeof createLogger>[1];
  /** Identity settings (e.g. allowOrganizationCreation), spread over the harness's own. */
  identity?: Partial<IdentityServiceOptions>;
  /** Start the reader too (published sites at `<baseUrl>/sites`, through the gateway): only the tests that read sites pay for it. */
  reader?: boolean;
  /** The git-worker's embed limits (tests of timeouts and size caps make them small). */
  gitWorkerEmbeds?: GitWorkerServiceOptions['embeds'];
};


/** The key content signs download URLs with in the e2e stack (tests forge and expire tokens with it). */
export const E2E_URL_SIGNING_KEY = 'e2e-url-signing-key-0123456789abcdef';

/** The QUIRE_SECRETS_KEY content seals Git URLs with in the e2e stack (32 bytes), as `npm start` passes it. */
export const E2E_SECRETS_KEY = Buffer.alloc(32, 0x5e);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The suffix of the e2e stack's databases and queues: `_<E2E_NAMESPACE>` (alphanumerics only), or none. */
export function e2eNamespaceSuffix(): string {
  return process.env.E2E_NAMESPACE ? `_${process.env.E2E_NAMESPACE.replace(/[^a-z0-9]/gi, '')}` : '';
}

/** The label of the e2e stacks' QUIRE_EVENT_NAMESPACE (`e2e`, or `e2e_<E2E_NAMESPACE>`); each stack adds a random part. */
export function e2eEventNamespace(): string {
  return `e2e${e2eNamespaceSuffix().toLowerCase()}`;
}

export async function startStack({
  logDestination,
  logLevel: wantedLogLevel,
  identity: identityOptions,
  reader: withReader = false,
  gitWorkerEmbeds,
  ...options
}: StackOptions = {}): Promise<Stack> {
  const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
  const logLevel = wantedLogLevel ?? (process.env.E2E_LOG_LEVEL as 'error' | undefined) ?? 'error';
  const host = '127.0.0.1';
  // Lets two e2e runs share one PostgreSQL and NATS (E2E_NAMESPACE=a, =b) without sharing data or durables.
  const namespace = e2eNamespaceSuffix();
  // Its events, durables and work queues too: the services below (in this process) publish and consume
  // under this stack's own namespace only, so stacks sharing the NATS server never see each other's work,
  // and `stop()` removes what the namespace left there.
  const eventNamespace = testNamespace(e2eEventNamespace());
  process.env.QUIRE_EVENT_NAMESPACE = eventNamespace;
  // Each service needs the others' addresses before they are up, so ports are chosen first.
  const [identityPort, contentPort, gatewayPort, sitesPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const identityGrpcUrl = `${host}:${identityPort}`;
  // Content asks sites about published URLs (getContentByUrl), sites asks identity for members.
  const sitesGrpcUrl = `${host}:${sitesPort}`;
  const contentGrpcUrl = `${host}:${contentPort}`;
  // Content asks the git-worker to resolve embeds (getEmbedByUrlInSpace).
  const gitWorkerGrpcUrl = `${host}:${await freePort()}`;
  const baseUrl = `http://${host}:${gatewayPort}`;
  const contentDatabaseUrl = databaseUrlFor(baseDatabaseUrl, `e2e_content${namespace}`);

  const identity = await startIdentityService({
    databaseUrl: databaseUrlFor(baseDatabaseUrl, `e2e_identity${namespace}`),
    natsUrl,
    host,
    port: identityPort,
    publicUrl: baseUrl,
    appUrl: baseUrl,
    contentGrpcUrl,
    sitesGrpcUrl,
    logger: createLogger('e2e-identity', logLevel, logDestination),
    ...identityOptions,
  });
  const stops: (() => Promise<void>)[] = [() => identity.stop()];
  let runtimeHandle: Stack['runtime'] | undefined;
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await removeNamespace(natsUrl, eventNamespace).catch(() => undefined);
  };
  try {
    const content = await startContentService({
      databaseUrl: contentDatabaseUrl,
      natsUrl,
      host,
      port: contentPort,
      publicUrl: baseUrl,
      appUrl: baseUrl,
      identityGrpcUrl,
      sitesGrpcUrl,
      gitWorkerGrpcUrl,
      logger: createLogger('e2e-content', logLevel, logDestination),
      urlSigningKey: E2E_URL_SIGNING_KEY,
      secretsKey: E2E_SECRETS_KEY,
      // One upload limit for the gateway (413) and content, as QUIRE_MAX_UPLOAD_BYTES gives both.
      maxUploadBytes: options.maxUploadBytes,
    });
    stops.push(() => content.stop());

    // --- sites (docs/sites.md "Wiring"): its own port and database; embedded spaces come
    // from content, content's space events through its own durable consumer.
    const sites = await startSitesService({
      databaseUrl: databaseUrlFor(baseDatabaseUrl, `e2e_sites${namespace}`),
      natsUrl,
      host,
      port: sitesPort,
      logger: createLogger('e2e-sites', logLevel, logDestination),
      urls: { publicUrl: baseUrl, appUrl: baseUrl, sitesUrl: `${baseUrl}/sites` },
      contentGrpcUrl,
      identityGrpcUrl,
    });
    stops.push(() => sites.stop());
    // --- end of sites

    // --- insights (docs/insights.md "Wiring"): its own port, database, analysis stream and
    // content-events durable; docs pages are resolved through sites and content.
    const insightsPort = await freePort();
    const insightsGrpcUrl = `${host}:${insightsPort}`;
    const insights = await startInsightsService({
      databaseUrl: databaseUrlFor(baseDatabaseUrl, `e2e_insights${namespace}`),
      natsUrl,
      host,
      port: insightsPort,
      logger: createLogger('e2e-insights', logLevel, logDestination),
      urls: { publicUrl: baseUrl, appUrl: baseUrl },
      sitesGrpcUrl,
      contentGrpcUrl,
      // The audit log's user labels.
      identityGrpcUrl,
      // Its analysis stream and content-events durable come from QUIRE_EVENT_NAMESPACE (set above).
    });
    stops.push(() => insights.stop());
    // --- end of insights

    // --- git-worker (docs/outside-sources.md): its own database, job streams and request
    // durable; it may reach 127.0.0.0/8, where the tests run their Git and web servers.
    const gitWorker = await startGitWorkerService({
      databaseUrl: databaseUrlFor(baseDatabaseUrl, `e2e_git_worker${namespace}`),
      natsUrl,
      host,
      port: Number(gitWorkerGrpcUrl.split(':')[1]),
      logger: createLogger('e2e-git-worker', logLevel, logDestination),
      contentGrpcUrl,
      egress: { allow: ['127.0.0.0/8'] },
      embeds: gitWorkerEmbeds,
      // Its job streams and request durable come from QUIRE_EVENT_NAMESPACE (set above).
      // Failing jobs reach their final state within seconds.
      queue: { redeliveryDelaysMs: [200, 500, 1_000, 2_000] },
    });
    stops.push(() => gitWorker.stop());
    // --- end of git-worker

    // --- runtime (docs/integrations.md "The runtime"): its own database, the guard proxy and
    // the workerd supervisor (a worker process starts when a script is first invoked); its
    // scripts may fetch 127.0.0.0/8, where the tests run their servers.
    const runtime = await startRuntimeService({
      databaseUrl: databaseUrlFor(baseDatabaseUrl, `e2e_runtime${namespace}`),
      host,
      port: 0,
      logger: createLogger('e2e-runtime', logLevel, logDestination),
      egress: { allow: ['127.0.0.0/8'] },
      fetchTimeoutMs: 10_000,
      // Scripts and environments (minted tokens) come from identity; apiEndpoint is the gateway.
      identityGrpcUrl,
      publicUrl: baseUrl,
      // Domain events become GitBook events for the installed integrations (its own durables).
      natsUrl,
      eventNamespace,
      // Failed deliveries come back within seconds.
      delivery: { retryBaseMs: 200, pollMs: 200 },
    });
    stops.push(() => runtime.stop());
    runtimeHandle = { grpcUrl: `${host}:${runtime.port}`, context: runtime.context };
    // --- end of runtime

    // --- reader (docs/reader.md): published sites over HTTP, reached through the gateway's /sites.
    let readerUrl: string | undefined;
    if (withReader) {
      const reader = await startReaderService({
        host,
        port: 0,
        logger: createLogger('e2e-reader', logLevel, logDestination),
        sitesUrl: `${baseUrl}/sites`,
        sitesGrpcUrl,
        contentGrpcUrl,
        insightsGrpcUrl,
        natsUrl,
        eventNamespace,
      });
      readerUrl = reader.url;
      stops.push(() => reader.stop());
    }
    // --- end of reader

    const gateway = await startGateway({
      port: gatewayPort,
      host,
      identityGrpcUrl,
      contentGrpcUrl,
      sitesGrpcUrl,
      insightsGrpcUrl,
      runtimeGrpcUrl: runtimeHandle?.grpcUrl,
      publicUrl: baseUrl,
      readerUrl,
      // Identity's events drop cached principals (docs/gateway.md "Principal cache").
      natsUrl,
      eventNamespace,
      logger: createLogger('e2e-gateway', logLevel, logDestination),
      ...options,
    });
    stops.push(() => gateway.stop());
  } catch (error) {
    await stopAll();
    throw error;
  }

  // Set once every service started (the try above rethrows otherwise).
  if (!runtimeHandle) throw new Error('the runtime did not start');
  const runtime = runtimeHandle;
  const adminChannel = createChannel(identityGrpcUrl);
  stops.unshift(async () => adminChannel.close());
  const admin = createClient(identityV1.AdminServiceDefinition, adminChannel);
  const api = (token: string) => new GitBookAPI({ endpoint: baseUrl, authToken: token });
  const uniqueEmail = (kind: string) => `${kind}-${randomUUID()}@e2e.quire.test`;

  return {
    baseUrl,
    contentDatabaseUrl,
    runtime,
    eventNamespace,
    api,
    admin,
    identityGrpcUrl,
    async createOrg({ title = `E2E org ${randomUUID().slice(0, 8)}` } = {}) {
      const created = await admin.createOrganization({ title, ownerEmail: uniqueEmail('owner'), ownerName: 'E2E Owner' });
      if (!created.organization || !created.user) throw new Error('CreateOrganization answered without organization or user');
      return { organizationId: created.organization.id, userId: created.user.id, token: created.token, api: api(created.token) };
    },
    async addMember(organizationId, role) {
      const added = await admin.addMember({
        organizationId,
        email: uniqueEmail(role ?? 'guest'),
        role: memberRoleToProto(role),
        displayName: `E2E ${role ?? 'guest'}`,
      });
      if (!added.user) throw new Error('AddMember answered without a user');
      return { userId: added.user.id, token: added.token, api: api(added.token) };
    },
    stop: stopAll,
  };
}
