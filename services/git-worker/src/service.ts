import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { gitWorkerV1 } from '@quire/proto';
import { createPgPool, eventNamespaceFromEnv, grpcService, SERVICE_PORTS, startService, type Logger } from '@quire/shared';
import type pg from 'pg';
import { createContentClients, type ContentClients } from './clients/content';
import { createEgress, EGRESS_DEFAULTS, type EgressOptions, type GuardedEgress } from './egress/guard';
import { createEmbedResolver, DEFAULT_EMBED_SETTINGS, embedInternalService, type EmbedResolver, type EmbedSettings } from './embeds';
import { jobHandlers } from './jobs/handlers';
import type { JobHandler } from './jobs/job';
import { createJobQueue, DEFAULT_QUEUE_SETTINGS, startJobWorkers, type JobQueue, type JobQueueSettings } from './jobs/queue';
import { startJobRequests } from './jobs/requests';

export type GitWorkerServiceOptions = {
  host: string;
  port: number;
  logger: Logger;
  /** This service's own database (`quire_git_worker`); created and migrated on start. */
  databaseUrl: string;
  /** NATS with JetStream: content's job requests, the work queue, the dead letters. */
  natsUrl: string;
  /** host:port of content (CONTENT_GRPC_URL), through which every job reads and writes. */
  contentGrpcUrl?: string;
  /** Default deadline of calls to content (src/clients/content.ts). */
  contentDeadlineMs?: number;
  /** QUIRE_EGRESS_ALLOW's entries and the guard's limits; default public addresses only, EGRESS_DEFAULTS. */
  egress?: Partial<Omit<EgressOptions, 'logger'>>;
  /** Embed resolution's limits and cache; default DEFAULT_EMBED_SETTINGS (src/embeds/settings.ts). */
  embeds?: Partial<EmbedSettings>;
  /** The queue's settings; default DEFAULT_QUEUE_SETTINGS. */
  queue?: Partial<JobQueueSettings>;
  /**
   * The stack's namespace on a shared NATS server (default QUIRE_EVENT_NAMESPACE): the job
   * requests of its own content only, and work-queue streams of its own (docs/events.md).
   */
  namespace?: string;
  /** Replaces src/jobs/handlers.ts (tests). */
  handlers?: Partial<Record<string, JobHandler>>;
};

export type RunningGitWorkerService = {
  /** The bound gRPC port (the real one when 0 was asked for). */
  port: number;
  /** The work queue's backlog. */
  jobsLag(): Promise<{ pending: number; inProgress: number }>;
  stop(): Promise<void>;
};

type GitWorkerContext = {
  nats: NatsConnection;
  db: pg.Pool;
  queue: JobQueue;
  egress: GuardedEgress;
  content: ContentClients;
  embeds: EmbedResolver;
};

/** Resolves from both src/ (tests) and dist/ (built). */
const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');

/**
 * Connects to NATS and fails unless JetStream answers: a server without JetStream is a
 * configuration error that should stop the start-up rather than surface at the first job.
 */
async function connectJetStream(natsUrl: string, logger: Logger): Promise<NatsConnection> {
  const connection = await connect({
    servers: natsUrl.split(',').map((server) => server.trim()),
    name: 'quire-git-worker',
    // After the first connection, keep trying for as long as the process runs.
    maxReconnectAttempts: -1,
  });
  try {
    await jetstreamManager(connection);
  } catch (error) {
    await connection.close();
    throw error;
  }
  logger.info({ natsUrl }, 'connected to NATS JetStream');
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') {
        logger.warn({ natsUrl }, `NATS ${status.type}`);
      }
    }
  })();
  return connection;
}

/**
 * The git-worker: the one Quire process that opens outbound connections
 * (docs/outside-sources.md). It turns content's job requests into jobs on a JetStream work
 * queue shared by its replicas, runs them through the egress guard, and writes their results
 * back through content's internal rpcs. Its gRPC server answers health and content's embed
 * requests (EmbedInternalService: a URL fetched through the egress guard, docs/outside-sources.md "Embeds").
 */
export async function startGitWorkerService(options: GitWorkerServiceOptions): Promise<RunningGitWorkerService> {
  const { logger, databaseUrl, natsUrl } = options;
  const namespace = options.namespace ?? eventNamespaceFromEnv();
  const settings: JobQueueSettings = { ...DEFAULT_QUEUE_SETTINGS, ...options.queue };
  let queue: JobQueue | undefined;
  const running = await startService<GitWorkerContext>({
    name: 'git-worker',
    logger,
    databaseUrl,
    migrationsDir: MIGRATIONS_DIR,
    host: options.host,
    port: options.port,
    open: async () => {
      const egress = createEgress({ allow: [], ...EGRESS_DEFAULTS, ...options.egress, logger });
      logger.info({ allow: egress.allowRules.length }, `egress guard: outbound connections to ${egress.describe()}`);
      let nats: NatsConnection | undefined;
      const db = createPgPool(databaseUrl, { max: settings.concurrency + 2 });
      try {
        nats = await connectJetStream(natsUrl, logger);
        queue = createJobQueue({ nats, db, namespace, logger, settings });
        await queue.ensure();
      } catch (error) {
        await nats?.close();
        await db.end();
        await egress.close();
        throw error;
      }
      const content = createContentClients(options.contentGrpcUrl ?? `127.0.0.1:${SERVICE_PORTS.content}`, { deadlineMs: options.contentDeadlineMs });
      const embeds = createEmbedResolver({ egress, db, settings: { ...DEFAULT_EMBED_SETTINGS, ...options.embeds }, logger });
      return {
        context: { nats, db, queue, egress, content, embeds },
        close: async () => {
          await nats.drain().catch(() => nats.close());
          await db.end();
          await egress.close();
        },
      };
    },
    consumers: [(ctx) => startJobRequests({ natsUrl, databaseUrl, logger, namespace, queue: ctx.queue })],
    jobs: [
      // Registers quire_job_queue_depth{queue="git-worker-jobs"}: jobs waiting or being run.
      (ctx) =>
        startJobWorkers({
          queue: ctx.queue,
          nats: ctx.nats,
          db: ctx.db,
          logger,
          handlers: options.handlers ?? jobHandlers,
          egress: ctx.egress,
          content: ctx.content,
          settings,
        }),
    ],
    services: (ctx) => [grpcService(gitWorkerV1.EmbedInternalServiceDefinition, embedInternalService(ctx.embeds))],
  });
  return {
    port: running.port,
    jobsLag: () => (queue ? queue.lag() : Promise.resolve({ pending: 0, inProgress: 0 })),
    stop: running.stop,
  };
}
