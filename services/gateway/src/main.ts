import { configureTracing, createLogger, eventNamespaceFromEnv, limitHeapGrowth, loadConfig, runUntilSignal, startMetricsServer, type MetricsServer } from '@quire/shared';
import { gatewayConfigShape, trustProxySetting } from './config';
import { startGateway } from './server';

async function main(): Promise<void> {
  // Production unless told otherwise: express (and its dependencies) then never expose stacks.
  process.env.NODE_ENV ??= 'production';
  // As every service does (startService): committed heap that follows the live heap.
  limitHeapGrowth();
  const config = loadConfig(gatewayConfigShape);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const tracing = configureTracing({ serviceName: 'gateway' });
  let metrics: MetricsServer | undefined;
  if (config.METRICS_PORT !== 0) {
    const host = config.METRICS_HOST ?? config.HTTP_HOST;
    metrics = await startMetricsServer({ port: config.METRICS_PORT, host });
    logger.info({ host, port: metrics.port, tracing: tracing.enabled }, 'metrics at /metrics');
  }
  const gateway = await startGateway({
    port: config.HTTP_PORT,
    host: config.HTTP_HOST,
    identityGrpcUrl: config.IDENTITY_GRPC_URL,
    contentGrpcUrl: config.CONTENT_GRPC_URL,
    sitesGrpcUrl: config.SITES_GRPC_URL,
    insightsGrpcUrl: config.INSIGHTS_GRPC_URL,
    gitWorkerGrpcUrl: config.GIT_WORKER_GRPC_URL,
    runtimeGrpcUrl: config.RUNTIME_GRPC_URL,
    logger,
    protoDirs: config.PROTO_DIR ? [config.PROTO_DIR] : undefined,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    authCacheTtlMs: config.AUTH_CACHE_TTL_MS,
    authCacheMaxEntries: config.AUTH_CACHE_MAX_ENTRIES,
    authFailureCacheTtlMs: config.AUTH_FAILURE_CACHE_TTL_MS,
    rateLimitMaxKeys: config.RATE_LIMIT_MAX_KEYS,
    bodyLimit: config.BODY_LIMIT,
    maxUploadBytes: config.QUIRE_MAX_UPLOAD_BYTES,
    grpcDeadlineMs: config.GRPC_DEADLINE_MS,
    publicUrl: config.QUIRE_PUBLIC_URL,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    readerUrl: config.READER_URL,
    natsUrl: config.NATS_URL,
    eventNamespace: eventNamespaceFromEnv(),
  });
  runUntilSignal(async () => {
    await gateway.stop();
    await metrics?.close();
    await tracing.shutdown();
  }, logger);
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
