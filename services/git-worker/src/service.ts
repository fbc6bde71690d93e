import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { startService, type Logger } from '@quire/shared';

export type GitWorkerServiceOptions = {
  host: string;
  port: number;
  logger: Logger;
  /** This service's own database (`quire_git_worker`); created and migrated on start. */
  databaseUrl: string;
  /** NATS with JetStream, where Git import/export jobs will arrive. */
  natsUrl: string;
};

export type RunningGitWorkerService = {
  /** The bound gRPC port (the real one when 0 was asked for). */
  port: number;
  stop(): Promise<void>;
};

/** Resolves from both src/ (tests) and dist/ (built). */
const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');

/**
 * Connects to NATS and fails unless JetStream answers: the worker's jobs will come from a
 * durable JetStream consumer, so a server without JetStream is a configuration error that
 * should stop the start-up rather than surface at the first job.
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
 * Git-worker runs Git import/export jobs and keeps Git sync state. Its schema and job
 * consumer are not written yet: it already creates and migrates its database, checks that
 * JetStream is reachable, and answers gRPC health so deployments can probe it.
 */
export function startGitWorkerService({
  host,
  port,
  logger,
  databaseUrl,
  natsUrl,
}: GitWorkerServiceOptions): Promise<RunningGitWorkerService> {
  return startService({
    name: 'git-worker',
    logger,
    databaseUrl,
    migrationsDir: MIGRATIONS_DIR,
    host,
    port,
    open: async () => {
      const nats = await connectJetStream(natsUrl, logger);
      return { context: { nats }, close: () => nats.drain() };
    },
    services: () => [],
  });
}
