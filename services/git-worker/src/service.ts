import path from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { createPgPool, registerQueueDepth, SERVICE_PORTS, startService, type Logger } from '@quire/shared';
import type pg from 'pg';
import { createContentClients, type ContentClients } from './content/clients';
import { createEgress, EGRESS_DEFAULTS, type EgressOptions, type GuardedEgress } from './egress/guard';
import { jobHandlers } from './jobs/handlers';
import type { JobHandler } from './jobs/job';
import { DEFAULT_QUEUE_SETTINGS, enqueueJob, ensureJobStreams, jobQueueNames, namespaceForDatabase, startJobWorkers, type JobQueueSettings, type JobWorkers } from './jobs/queue';
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
  /** Default deadline of calls to content (src/content/clients.ts). */
  contentDeadlineMs?: number;
  /** QUIRE_EGRESS_ALLOW's entries and the guard's limits; default public addresses only, EGRESS_DEFAULTS. */
  egress?: Partial<Omit<EgressOptions, 'logger'>>;
  /** The queue's settings; default DEFAULT_QUEUE_SETTINGS. */
  queue?: Partial<JobQueueSettings>;
  /**
   * Suffix of the queue's streams and durables, one per database sharing a NATS server
   * (default: none for quire_git_worker, the database's name otherwise).
   */
  namespace?: string;
  /** Replaces src/jobs/handlers.ts (tests). */
  handlers?: Partial<Record<string, JobHandler>>;
  /** The subject of job requests (default content's `quire.content.source-job.requested`; tests). */
  requestSubject?: string;
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
  egress: GuardedEgress;
  content: ContentClients;
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
 * back through content's internal rpcs. Its gRPC server answers health only.
 */
export async function startGitWorkerService(options: GitWorkerServiceOptions): Promise<RunningGitWorkerService> {
  const { logger, databaseUrl, natsUrl } = options;
  const names = jobQueueNames(options.namespace ?? namespaceForDatabase(databaseUrl));
  const settings: JobQueueSettings = { ...DEFAULT_QUEUE_SETTINGS, ...options.queue };
  let workers: JobWorkers | undefined;
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
      let nats: NatsConnection;
      try {
        nats = await connectJetStream(natsUrl, logger);
        await ensureJobStreams(nats, names, settings);
      } catch (error) {
        await egress.close();
        throw error;
      }
      const db = createPgPool(databaseUrl, { max: settings.concurrency + 2 });
      const content = createContentClients(options.contentGrpcUrl ?? `127.0.0.1:${SERVICE_PORTS.content}`, { deadlineMs: options.contentDeadlineMs });
      return {
        context: { nats, db, egress, content },
        close: async () => {
          await nats.drain().catch(() => nats.close());
          await db.end();
          await egress.close();
        },
      };
    },
    consumers: [
      ({ nats }) => {
        const js = jetstream(nats);
        return startJobRequests({ natsUrl, databaseUrl, logger, names, subject: options.requestSubject, enqueue: (job) => enqueueJob(js, names, job) });
      },
    ],
    jobs: [
      (ctx) => {
        const started = startJobWorkers({
          nats: ctx.nats,
          db: ctx.db,
          names,
          logger,
          handlers: options.handlers ?? jobHandlers,
          egress: ctx.egress,
          content: ctx.content,
          settings,
        });
        workers = started;
        // quire_job_queue_depth{queue="git-worker-jobs"}: jobs waiting or being run.
        const unregisterDepth = registerQueueDepth('git-worker-jobs', async () => {
          const { pending, inProgress } = await started.lag();
          return pending + inProgress;
        });
        return {
          stop: async () => {
            unregisterDepth();
            await started.stop();
          },
        };
      },
    ],
    services: () => [],
  });
  return {
    port: running.port,
    jobsLag: () => (workers ? workers.lag() : Promise.resolve({ pending: 0, inProgress: 0 })),
    stop: running.stop,
  };
}
