import path from 'node:path';
import { contentV1, identityV1 } from '@quire/proto';
import {
  createServiceClient,
  ensureDatabase,
  grpcService,
  migrate,
  redactUrl,
  startGrpcServer,
  startOutboxRelay,
  type Logger,
} from '@quire/shared';
import { identityDirectory, type IdentityDirectory } from './clients/identity';
import { schedulePurge } from './commands/space-purger';
import { startIdentityEventsConsumer } from './consumers/identity-events';
import type { ContentContext } from './context';
import { createDatabase } from './db';
import { contentServiceImplementation } from './handlers';

export type ContentServiceOptions = {
  databaseUrl: string;
  natsUrl: string;
  host: string;
  port: number;
  /** Base of `urls.location` (the gateway's public URL, no trailing slash). */
  publicUrl: string;
  /** Base of `urls.app`. */
  appUrl: string;
  identityGrpcUrl: string;
  logger: Logger;
  /** How often trashed spaces older than 7 days are purged; hourly by default. */
  purgeIntervalMs?: number;
  /** Deadline of calls to identity. */
  deadlineMs?: number;
  /** Replaces the gRPC identity client (tests of this service alone). */
  identity?: IdentityDirectory;
  /** Durable name of the identity events consumer; one per database sharing a NATS server. */
  identityEventsDurable?: string;
};

export type RunningContentService = { port: number; stop(): Promise<void> };

const HOUR_MS = 60 * 60 * 1000;

/** Creates and migrates the database, then serves ContentService, relays the outbox and schedules the purge. */
export async function startContentService(options: ContentServiceOptions): Promise<RunningContentService> {
  const logger = options.logger;
  logger.info({ database: redactUrl(options.databaseUrl) }, 'starting content service');
  await ensureDatabase(options.databaseUrl);
  await migrate({
    databaseUrl: options.databaseUrl,
    migrationsDir: path.resolve(__dirname, '../prisma/migrations'),
    logger,
  });

  const { db, pool } = createDatabase(options.databaseUrl);
  const identity =
    options.identity ??
    identityDirectory(
      {
        ...createServiceClient(identityV1.AuthServiceDefinition, options.identityGrpcUrl, { deadlineMs: options.deadlineMs }),
        ...createServiceClient(identityV1.TeamServiceDefinition, options.identityGrpcUrl, { deadlineMs: options.deadlineMs }),
      },
    );
  const ctx: ContentContext = { db, pool, urls: { publicUrl: options.publicUrl, appUrl: options.appUrl }, identity, logger };

  const server = await startGrpcServer({
    name: 'content',
    host: options.host,
    port: options.port,
    logger,
    services: [
      grpcService(contentV1.CollectionServiceDefinition, contentServiceImplementation(ctx)),
      grpcService(contentV1.CollectionPermissionServiceDefinition, contentServiceImplementation(ctx)),
      grpcService(contentV1.SpaceServiceDefinition, contentServiceImplementation(ctx)),
      grpcService(contentV1.LinkServiceDefinition, contentServiceImplementation(ctx)),
      grpcService(contentV1.RevisionServiceDefinition, contentServiceImplementation(ctx)),
      grpcService(contentV1.ContentInternalServiceDefinition, contentServiceImplementation(ctx)),
    ],
  });
  const relay = startOutboxRelay({ databaseUrl: options.databaseUrl, natsUrl: options.natsUrl, service: 'content', logger });
  const identityEvents = startIdentityEventsConsumer({
    databaseUrl: options.databaseUrl,
    natsUrl: options.natsUrl,
    logger,
    durable: options.identityEventsDurable,
  });
  const purge = schedulePurge(db, {
    intervalMs: options.purgeIntervalMs ?? HOUR_MS,
    onPurged: (count) => logger.info({ count }, 'purged spaces deleted more than 7 days ago'),
    onError: (error) => logger.error({ err: error }, 'purge of deleted spaces failed'),
  });

  return {
    port: server.port,
    async stop() {
      await server.shutdown();
      await purge.stop();
      await identityEvents.stop();
      await relay.stop();
      await db.$disconnect();
    },
  };
}
