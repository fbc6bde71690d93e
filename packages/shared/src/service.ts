import { loadConfig } from './config';
import { closeChannels } from './grpc/client';
import { startGrpcServer, type GrpcService, type RunningGrpcServer } from './grpc/server';
import { ensureDatabase } from './database';
import { runUntilSignal } from './lifecycle';
import type { Logger } from './logger';
import { migrate } from './migrator';
import { redactUrl } from './logger';
import { startOutboxRelay } from './outbox/relay';
import { metricsConfig } from './observability/config';
import { startMetricsServer, type MetricsServer } from './observability/metrics';
import { configureTracing } from './observability/tracing';
import { keepWasmOnBaselineCompiler, limitHeapGrowth } from './wasm-tiering';

/** Anything a service starts and must stop: a relay, a consumer, a timer, a connection. */
export type Stoppable = { stop(): Promise<void> };

/** What the handlers share (database clients...), opened after migrations and closed last. */
export type ServiceContext<C> = { context: C; close(): Promise<void> };

export type StartServiceOptions<C> = {
  /** The service's name: logs, the outbox's event source, the gRPC server's health name. */
  name: string;
  logger: Logger;
  /** The service's own database, created when missing and migrated before anything else starts. */
  databaseUrl: string;
  /** Prisma-layout migrations of that database. */
  migrationsDir: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Opens what handlers share, after migrations. */
  open(): Promise<ServiceContext<C>> | ServiceContext<C>;
  /** The gRPC services, served once everything else has started. */
  services(context: C): GrpcService[];
  /** Publishes the outbox to this NATS server (omit for a service that writes no events). */
  relay?: { natsUrl: string };
  /** Event consumers, started after the relay. */
  consumers?: ((context: C) => Stoppable | Promise<Stoppable>)[];
  /** Background jobs (timers, work queues), started after the consumers. */
  jobs?: ((context: C) => Stoppable | Promise<Stoppable>)[];
};

export type RunningService<C> = {
  /** The bound gRPC port (the real one when 0 was asked for). */
  port: number;
  context: C;
  /** Stops everything in the reverse order of the start; safe to call more than once. */
  stop(): Promise<void>;
};

/**
 * Starts a service the same way everywhere: database, migrations, context, outbox relay,
 * consumers, jobs, and the gRPC server last, so that no call is served before the service
 * is complete. A start that fails stops what it had started, in reverse order, logs one
 * fatal line and rethrows.
 */
export async function startService<C>(options: StartServiceOptions<C>): Promise<RunningService<C>> {
  const { name, logger } = options;
  const started: Stoppable[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) {
      try {
        await part.stop();
      } catch (error) {
        logger.error({ err: error }, `${name}: error while stopping`);
      }
    }
    started.length = 0;
  };

  // Before open() creates the Prisma client whose query compiler is the module concerned.
  keepWasmOnBaselineCompiler();
  limitHeapGrowth();
  try {
    logger.info({ database: redactUrl(options.databaseUrl) }, `starting ${name}`);
    await ensureDatabase(options.databaseUrl);
    await migrate({ databaseUrl: options.databaseUrl, migrationsDir: options.migrationsDir, logger });

    const opened = await options.open();
    started.push({ stop: () => opened.close() });
    const { context } = opened;

    if (options.relay) {
      started.push(startOutboxRelay({ databaseUrl: options.databaseUrl, natsUrl: options.relay.natsUrl, service: name, logger }));
    }
    for (const startConsumer of options.consumers ?? []) started.push(await startConsumer(context));
    for (const startJob of options.jobs ?? []) started.push(await startJob(context));

    const server: RunningGrpcServer = await startGrpcServer({
      name,
      host: options.host,
      port: options.port,
      logger,
      services: options.services(context),
    });
    started.push({ stop: () => server.shutdown() });

    let stopping: Promise<void> | undefined;
    return {
      port: server.port,
      context,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    await stopAll();
    throw error;
  }
}

/**
 * The body of every service's main.ts: starts the process's metrics server (METRICS_PORT,
 * see observability/config.ts) and span export (OTEL_EXPORTER_OTLP_ENDPOINT), then the
 * service; on SIGTERM/SIGINT stops the service, closes the gRPC channels it opened, the
 * metrics server and the span export. Exits 1 when a start fails (after logging why). The
 * process is named after its logger's `service` field (createLogger's first argument).
 */
export function runService(logger: Logger, start: () => Promise<Stoppable>): void {
  const name = String(logger.bindings().service ?? 'quire');
  const { METRICS_PORT, METRICS_HOST } = loadConfig(metricsConfig(name));
  const tracing = configureTracing({ serviceName: name });

  const startAll = async (): Promise<{ service: Stoppable; metrics?: MetricsServer }> => {
    let metrics: MetricsServer | undefined;
    if (METRICS_PORT !== 0) {
      // Where the service listens unless told otherwise: a scraper reaches it where callers do.
      const host = METRICS_HOST ?? (process.env.GRPC_HOST || '127.0.0.1');
      try {
        metrics = await startMetricsServer({ port: METRICS_PORT, host });
      } catch (error) {
        logger.fatal({ err: error, host, port: METRICS_PORT }, `${name} failed to start: metrics server`);
        throw error;
      }
      logger.info({ host, port: metrics.port, tracing: tracing.enabled }, 'metrics at /metrics');
    }
    try {
      return { service: await start(), metrics };
    } catch (error) {
      await metrics?.close();
      throw error;
    }
  };

  startAll().then(
    ({ service, metrics }) =>
      runUntilSignal(async () => {
        await service.stop();
        closeChannels();
        await metrics?.close();
        await tracing.shutdown();
      }, logger),
    () => {
      logger.flush();
      process.exit(1);
    },
  );
}
