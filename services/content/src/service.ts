import path from 'node:path';
import { contentV1, identityV1 } from '@quire/proto';
import { createServiceClient, grpcService, startService, type Logger } from '@quire/shared';
import { identityDirectory, type IdentityDirectory } from './clients/identity';
import { collectionPermissionService } from './collection-permissions';
import { collectionService } from './collections';
import { startIdentityEventsConsumer } from './consumers/identity-events';
import type { ContentContext } from './context';
import { createDatabase } from './db';
import { contentInternalService } from './internal';
import { schedulePurge } from './jobs/space-purger';
import { linkService } from './links';
import { revisionService } from './revisions';
import { spaceService } from './spaces';

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

/**
 * Starts content through @quire/shared's startService: database and migrations, the context
 * (Prisma and its pg pool, the identity client), the outbox relay, the identity events
 * consumer, the hourly purge, and last the gRPC services, one per proto file.
 */
export async function startContentService(options: ContentServiceOptions): Promise<RunningContentService> {
  const { logger } = options;
  const service = await startService<ContentContext>({
    name: 'content',
    logger,
    databaseUrl: options.databaseUrl,
    migrationsDir: path.resolve(__dirname, '../prisma/migrations'),
    host: options.host,
    port: options.port,
    open() {
      const { db, pool } = createDatabase(options.databaseUrl);
      const clientOptions = { deadlineMs: options.deadlineMs };
      const identity =
        options.identity ??
        identityDirectory({
          ...createServiceClient(identityV1.AuthServiceDefinition, options.identityGrpcUrl, clientOptions),
          ...createServiceClient(identityV1.TeamServiceDefinition, options.identityGrpcUrl, clientOptions),
        });
      const context: ContentContext = { db, pool, urls: { publicUrl: options.publicUrl, appUrl: options.appUrl }, identity, logger };
      // Disconnecting Prisma ends the pool under it.
      return { context, close: () => db.$disconnect() };
    },
    services: (ctx) => [
      grpcService(contentV1.CollectionServiceDefinition, collectionService(ctx)),
      grpcService(contentV1.CollectionPermissionServiceDefinition, collectionPermissionService(ctx)),
      grpcService(contentV1.SpaceServiceDefinition, spaceService(ctx)),
      grpcService(contentV1.LinkServiceDefinition, linkService(ctx)),
      grpcService(contentV1.RevisionServiceDefinition, revisionService(ctx)),
      grpcService(contentV1.ContentInternalServiceDefinition, contentInternalService(ctx)),
    ],
    relay: { natsUrl: options.natsUrl },
    consumers: [
      () =>
        startIdentityEventsConsumer({
          databaseUrl: options.databaseUrl,
          natsUrl: options.natsUrl,
          logger,
          durable: options.identityEventsDurable,
        }),
    ],
    jobs: [
      (ctx) =>
        schedulePurge(ctx.db, {
          intervalMs: options.purgeIntervalMs ?? HOUR_MS,
          onPurged: (count) => logger.info({ count }, 'purged spaces deleted more than 7 days ago'),
          onError: (error) => logger.error({ err: error }, 'purge of deleted spaces failed'),
        }),
    ],
  });
  return { port: service.port, stop: service.stop };
}
