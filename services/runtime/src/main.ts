import { createLogger, databaseUrlFor, loadConfig, runService } from '@quire/shared';
import { runtimeConfigShape } from './config';
import { startRuntimeService } from './service';

const config = loadConfig(runtimeConfigShape);
const logger = createLogger('runtime', config.LOG_LEVEL);

runService(logger, () =>
  startRuntimeService({
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    logger,
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'runtime'),
    egress: {
      allow: config.QUIRE_EGRESS_ALLOW,
      maxBytes: config.QUIRE_EGRESS_MAX_BYTES,
      dispatcherMaxBytes: config.QUIRE_EGRESS_MAX_BYTES,
      connectTimeoutMs: config.QUIRE_EGRESS_CONNECT_TIMEOUT_MS,
    },
    fetchTimeoutMs: config.QUIRE_RUNTIME_FETCH_TIMEOUT_MS,
    limits: {
      timeoutMs: config.QUIRE_RUNTIME_TIMEOUT_MS,
      memoryBytes: config.QUIRE_RUNTIME_MEMORY_MB * 1024 * 1024,
    },
    maxWorkers: config.QUIRE_RUNTIME_MAX_WORKERS,
    workerdPath: config.QUIRE_WORKERD_PATH,
    identityGrpcUrl: config.IDENTITY_GRPC_URL,
    deadlineMs: config.GRPC_DEADLINE_MS,
    publicUrl: config.QUIRE_PUBLIC_URL,
    natsUrl: config.NATS_URL,
    eventsRetentionDays: config.QUIRE_RUNTIME_EVENTS_RETENTION_DAYS,
  }),
);
