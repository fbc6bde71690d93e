import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { createLogger, DEFAULT_MAX_UPLOAD_BYTES, eventNamespaceFromEnv, type Logger } from '@quire/shared';
import { startAccessEventListener } from './auth/access-events';
import { Authenticator } from './auth/authenticator';
import { bootExpressGateway } from './express-gateway/boot';
import { routeExpressGatewayLogs } from './express-gateway/logs';
import type { GatewayRuntime } from './express-gateway/runtime';
import { buildOpenApiDocument, loadContract } from './openapi/build-document';
import type { ApiInformation } from './local/api-information';
import { localRpcs } from './local/local-rpcs';
import { FixedWindowLimiter } from './rate-limit/fixed-window-limiter';
import { createReferencePage } from './reference/reference-page';
import type { RouteRow } from './routes/route-row';
import { createRouteTable, validateRouteTable } from './routes/route-table';
import { v1Routes } from './routes/v1';
import { GrpcCaller } from './transcoding/grpc-caller';
import { loadProtoRegistry } from './transcoding/proto-registry';

const PACKAGE_DIR = path.resolve(__dirname, '..');
export const DEFAULT_PROTO_DIR = path.resolve(PACKAGE_DIR, '..', '..', 'proto');

export type GatewayOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  identityGrpcUrl: string;
  contentGrpcUrl?: string;
  sitesGrpcUrl?: string;
  insightsGrpcUrl?: string;
  gitWorkerGrpcUrl?: string;
  /** The integrations runtime (quire.runtime.v1). */
  runtimeGrpcUrl?: string;
  /** More services by package name (`quire.<name>.v1`), e.g. test fixtures. */
  serviceUrls?: Record<string, string>;
  logger?: Logger;
  protoDirs?: string[];
  /** Defaults to every row of src/routes/v1 (`v1Routes`). */
  routes?: RouteRow[];
  rateLimitPerMinute?: number;
  rateLimitWindowMs?: number;
  authCacheTtlMs?: number;
  authCacheMaxEntries?: number;
  /** How long a refused token is remembered (default 3000 ms). */
  authFailureCacheTtlMs?: number;
  /** Most rate-limit windows kept (default 100 000). */
  rateLimitMaxKeys?: number;
  /** Largest gRPC message accepted from a service (default GRPC_MAX_MESSAGE_BYTES, 32 MiB). */
  grpcMaxReceiveMessageBytes?: number;
  bodyLimit?: number | string;
  /** Largest raw request body (file uploads), in bytes; DEFAULT_MAX_UPLOAD_BYTES (25 MiB) by default, as content's. */
  maxUploadBytes?: number;
  grpcDeadlineMs?: number;
  /** Public base URL, written into the OpenAPI document's servers. */
  publicUrl?: string;
  trustProxy?: boolean | number | string;
  /** The reader's HTTP base URL (READER_URL): `/sites/*` is passed to it. */
  readerUrl?: string;
  /**
   * NATS, for identity's events that drop cached principals on every replica
   * (docs/gateway.md "Principal cache"); without it only this gateway's own calls do.
   */
  natsUrl?: string;
  /** QUIRE_EVENT_NAMESPACE of the stack whose events it follows (default: the environment's). */
  eventNamespace?: string;
  /** What GET /v1/ answers; default readApiInformation() (QUIRE_VERSION, QUIRE_BUILD_DATE, the build's stamp). */
  apiInformation?: ApiInformation;
};

export type RunningGateway = {
  port: number;
  url: string;
  stop(): Promise<void>;
};

// express-gateway keeps its configuration and policy registry in module state, so two
// gateways must not start at the same time in one process.
let startQueue: Promise<unknown> = Promise.resolve();

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
    // In-flight requests get a moment to finish before their connections are cut.
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
}

/** Starts the gateway in this process (used by main.ts and by tests). */
export function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const start = startQueue.then(() => startNow(options));
  startQueue = start.catch(() => undefined);
  return start;
}

async function startNow(options: GatewayOptions): Promise<RunningGateway> {
  const logger = options.logger ?? createLogger('gateway');
  routeExpressGatewayLogs(logger);

  const registry = loadProtoRegistry(options.protoDirs ?? [DEFAULT_PROTO_DIR]);
  const rows = options.routes ?? v1Routes;
  validateRouteTable(rows, registry);
  const routes = createRouteTable(rows);
  const contract = loadContract();
  const referencePage = createReferencePage({ publicUrl: options.publicUrl });
  let document: unknown;

  const caller = new GrpcCaller({
    identity: options.identityGrpcUrl,
    // quire.invites.v1 and quire.installations.v1 are identity's too (packages of their own only
    // to avoid proto import cycles: they embed content's and sites' messages).
    invites: options.identityGrpcUrl,
    installations: options.identityGrpcUrl,
    content: options.contentGrpcUrl,
    sites: options.sitesGrpcUrl,
    insights: options.insightsGrpcUrl,
    gitWorker: options.gitWorkerGrpcUrl,
    runtime: options.runtimeGrpcUrl,
    ...options.serviceUrls,
  }, { maxReceiveMessageBytes: options.grpcMaxReceiveMessageBytes, local: localRpcs(registry, { apiInformation: options.apiInformation }) });
  const grpcDeadlineMs = options.grpcDeadlineMs ?? 5000;
  const authenticator = new Authenticator({
    identityGrpcUrl: options.identityGrpcUrl,
    sitesGrpcUrl: options.sitesGrpcUrl,
    cacheTtlMs: options.authCacheTtlMs ?? 5000,
    cacheMaxEntries: options.authCacheMaxEntries ?? 10000,
    failureCacheTtlMs: options.authFailureCacheTtlMs ?? 3000,
    maxReceiveMessageBytes: options.grpcMaxReceiveMessageBytes,
    deadlineMs: grpcDeadlineMs,
  });
  const runtime: GatewayRuntime = {
    logger,
    registry,
    routes,
    caller,
    authenticator,
    limiter: new FixedWindowLimiter(options.rateLimitPerMinute ?? 6000, options.rateLimitWindowMs ?? 60_000, {
      maxKeys: options.rateLimitMaxKeys,
    }),
    openApiDocument: () => (document ??= buildOpenApiDocument({ rows, registry, contract, publicUrl: options.publicUrl })),
    referencePage,
    bodyLimit: options.bodyLimit ?? '1mb',
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    grpcDeadlineMs,
    trustProxy: options.trustProxy ?? false,
    readerUrl: options.readerUrl,
  };

  let server: Server;
  try {
    server = await bootExpressGateway(runtime, options.port ?? 8080, options.host ?? '127.0.0.1');
  } catch (error) {
    caller.close();
    authenticator.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  logger.info({ url, routes: rows.length }, 'gateway listening');

  const accessEvents =
    options.natsUrl === undefined
      ? undefined
      : startAccessEventListener({
          natsUrl: options.natsUrl,
          namespace: options.eventNamespace ?? eventNamespaceFromEnv(),
          authenticator,
          logger,
        });

  let stopping: Promise<void> | undefined;
  return {
    port,
    url,
    stop: () =>
      (stopping ??= closeServer(server).finally(async () => {
        caller.close();
        authenticator.close();
        await accessEvents?.stop();
      })),
  };
}
