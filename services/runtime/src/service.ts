import path from 'node:path';
import { identityV1, runtimeV1 } from '@quire/proto';
import { createEgress, createPgPool, createServiceClient, EGRESS_DEFAULTS, grpcService, startService, type EgressOptions, type GuardedEgress, type Logger } from '@quire/shared';
import type pg from 'pg';
import { RUNTIME_DEFAULTS } from './config';
import { startGuardProxy, type GuardProxy } from './egress/guard-proxy';
import { cacheEnvironments } from './environment/cache';
import { startRuntimeRetention } from './events/retention';
import { createEnvironmentResolver, type EnvironmentResolver, type IdentityForRuntime } from './environment/resolver';
import { integrationEndpointService } from './endpoint/handlers';
import { startRuntimeEventConsumers } from './events/consumer/event-consumer';
import { startDeliveryLoop, type DeliveryLoop, type DeliveryLoopOptions } from './events/delivery/delivery-loop';
import { INSTALLATION_CHANGES, INTEGRATION_CHANGES } from './events/translate/translate';
import { integrationEventService } from './events/handlers';
import { componentRenderer, type RenderComponent, type RenderTargets } from './render/commands/component-renderer';
import { integrationRenderInternalService, integrationRenderService } from './render/handlers';
import { integrationTaskService } from './tasks/handlers';
import { startTaskScheduler } from './tasks/scheduler';
import { WorkerSupervisor } from './workers/supervisor';
import type { WorkerLimits } from './workers/worker-process';

export type RuntimeServiceOptions = {
  host: string;
  /** 0 picks a free port. */
  port: number;
  logger: Logger;
  /** This service's own database (`quire_runtime`); created and migrated on start. */
  databaseUrl: string;
  /** QUIRE_EGRESS_ALLOW's entries and the guard's limits; default public addresses only, EGRESS_DEFAULTS. */
  egress?: Partial<Omit<EgressOptions, 'logger'>>;
  /** Wall time of one fetch a script makes through the guard proxy. */
  fetchTimeoutMs?: number;
  /** The workers' limits; default DEFAULT_WORKER_LIMITS. */
  limits?: Partial<WorkerLimits>;
  maxWorkers?: number;
  /** The workerd binary; default the `workerd` npm package's. */
  workerdPath?: string;
  /**
   * Identity (IDENTITY_GRPC_URL, or its client): where each invocation's script and environment
   * come from. Without either, nothing is invoked on its own (no task scheduler): tests of the
   * execution layer alone.
   */
  identityGrpcUrl?: string;
  identity?: IdentityForRuntime;
  /** Identity's RenderTargetInternalService (default: at IDENTITY_GRPC_URL): where a ContentKit render's installation comes from. */
  renderTargets?: RenderTargets;
  deadlineMs?: number;
  /** QUIRE_PUBLIC_URL: scripts' `apiEndpoint`. */
  publicUrl?: string;
  /** How often due tasks are looked for (default 1 s). */
  taskPollMs?: number;
  /**
   * NATS_URL: with identity, the consumers that turn domain events into GitBook events and the
   * loop that delivers them (docs/integrations.md "Events").
   */
  natsUrl?: string;
  /** QUIRE_EVENT_NAMESPACE by default. */
  eventNamespace?: string;
  /** The delivery loop's settings (retries, concurrency); tests shorten them. */
  delivery?: Pick<DeliveryLoopOptions, 'concurrency' | 'maxAttempts' | 'retryBaseMs' | 'retryMaxMs' | 'leaseMs' | 'pollMs'>;
  /** How long an event delivery's environment is reused (default 60 s; 0: resolved for every event). */
  environmentTtlMs?: number;
  /** Days finished deliveries are kept, then deleted every hour (events/retention.ts); unset: never deleted (the tests). */
  eventsRetentionDays?: number;
};

export type RunningRuntimeService = {
  /** The bound gRPC port (the real one when 0 was asked for). */
  port: number;
  context: RuntimeContext;
  stop(): Promise<void>;
};

/** What the runtime's parts share, opened after the migrations. */
export type RuntimeContext = {
  db: pg.Pool;
  egress: GuardedEgress;
  /** The HTTP proxy every script's fetch goes through (workerd's globalOutbound). */
  proxy: GuardProxy;
  supervisor: WorkerSupervisor;
  /** Script and environment of an invocation, from identity; undefined without identity. */
  resolve?: EnvironmentResolver;
  identity?: IdentityForRuntime;
  /** ContentKit renders; undefined without identity. */
  renderComponent?: RenderComponent;
  /** The event deliveries' loop; undefined without identity and NATS. */
  deliveries?: DeliveryLoop;
};

/** Resolves from both src/ (tests) and dist/ (built). */
const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');

/**
 * The integrations runtime (docs/integrations.md "The runtime"): its database
 * (`quire_runtime`: deliveries of GitBook events and queued tasks), the egress guard and the
 * guard proxy integration scripts fetch through, the workerd supervisor, and a gRPC server
 * that answers health. Everything it starts is stopped in reverse order: the worker
 * processes first, then the proxy, the guard and the database pool.
 */
export async function startRuntimeService(options: RuntimeServiceOptions): Promise<RunningRuntimeService> {
  const { logger, databaseUrl } = options;
  const running = await startService<RuntimeContext>({
    name: 'runtime',
    logger,
    databaseUrl,
    migrationsDir: MIGRATIONS_DIR,
    host: options.host,
    port: options.port,
    open: async () => {
      const egress = createEgress({ allow: [], ...EGRESS_DEFAULTS, ...options.egress, logger });
      logger.info({ allow: egress.allowRules.length }, `egress guard: integration scripts reach ${egress.describe()}`);
      const db = createPgPool(databaseUrl, { max: 8 });
      let proxy: GuardProxy;
      try {
        proxy = await startGuardProxy({ egress, logger, requestTimeoutMs: options.fetchTimeoutMs ?? RUNTIME_DEFAULTS.fetchTimeoutMs });
      } catch (error) {
        await db.end();
        await egress.close();
        throw error;
      }
      const supervisor = new WorkerSupervisor({
        logger,
        egressAddress: proxy.address,
        limits: options.limits,
        maxWorkers: options.maxWorkers ?? RUNTIME_DEFAULTS.maxWorkers,
        workerdPath: options.workerdPath,
      });
      const identity =
        options.identity ??
        (options.identityGrpcUrl ? createServiceClient(identityV1.IdentityInternalServiceDefinition, options.identityGrpcUrl, { deadlineMs: options.deadlineMs }) : undefined);
      const resolve = identity ? createEnvironmentResolver({ identity, db, publicUrl: options.publicUrl ?? 'http://127.0.0.1:8080' }) : undefined;
      const renderTargets =
        options.renderTargets ??
        (options.identityGrpcUrl ? createServiceClient(identityV1.RenderTargetInternalServiceDefinition, options.identityGrpcUrl, { deadlineMs: options.deadlineMs }) : undefined);
      // Every invocation goes through the workers or, in development mode, the guarded egress.
      const invoker = { supervisor, egress };
      // One cache of environments for renders and event deliveries: identity's events drop what they concern from both.
      const environments = resolve ? cacheEnvironments(resolve, { ttlMs: options.environmentTtlMs }) : undefined;
      const renderComponent = environments && renderTargets ? componentRenderer({ renderTargets, environments, supervisor: invoker, logger }) : undefined;
      const scheduler = resolve ? startTaskScheduler({ db, supervisor: invoker, resolve, logger, pollMs: options.taskPollMs }) : undefined;
      let deliveries: DeliveryLoop | undefined;
      let consumers: { stop(): Promise<void> } | undefined;
      if (identity && environments && options.natsUrl) {
        deliveries = startDeliveryLoop({ db, databaseUrl, supervisor: invoker, resolve: environments, logger, ...options.delivery });
        consumers = startRuntimeEventConsumers({
          natsUrl: options.natsUrl,
          databaseUrl,
          namespace: options.eventNamespace,
          logger,
          targets: (request) => identity.listRuntimeTargets(request),
          onIdentityEvent: (envelope) => {
            const data = (envelope.data ?? {}) as { integrationId?: string; installationId?: string };
            if (INTEGRATION_CHANGES.has(envelope.type)) environments.invalidate({ integrationId: data.integrationId });
            if (INSTALLATION_CHANGES.has(envelope.type)) environments.invalidate({ installationId: data.installationId });
          },
        });
      }
      const retention = options.eventsRetentionDays ? startRuntimeRetention(db, options.eventsRetentionDays, logger) : undefined;
      return {
        context: { db, egress, proxy, supervisor, resolve, identity, renderComponent, deliveries },
        close: async () => {
          await retention?.stop();
          await consumers?.stop();
          await deliveries?.stop();
          await scheduler?.stop();
          await supervisor.close();
          await proxy.close();
          await egress.close();
          await db.end();
        },
      };
    },
    // The rpcs need identity (the integration by name, its owner); without it, health only.
    services: (ctx) =>
      ctx.identity
        ? [
            grpcService(runtimeV1.IntegrationEventServiceDefinition, integrationEventService({ db: ctx.db, identity: ctx.identity })),
            grpcService(runtimeV1.IntegrationTaskServiceDefinition, integrationTaskService({ db: ctx.db, identity: ctx.identity })),
            ...(ctx.resolve
              ? [
                  grpcService(
                    runtimeV1.IntegrationEndpointServiceDefinition,
                    integrationEndpointService({ db: ctx.db, identity: ctx.identity, resolve: ctx.resolve, invoker: { supervisor: ctx.supervisor, egress: ctx.egress } }),
                  ),
                ]
              : []),
            ...(ctx.renderComponent
              ? [
                  grpcService(runtimeV1.IntegrationRenderServiceDefinition, integrationRenderService(ctx.renderComponent)),
                  grpcService(runtimeV1.IntegrationRenderInternalServiceDefinition, integrationRenderInternalService(ctx.renderComponent)),
                ]
              : []),
          ]
        : [],
  });
  return { port: running.port, context: running.context, stop: running.stop };
}
