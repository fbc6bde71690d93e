import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runService } from '@quire/shared';
import { z } from 'zod';
import { startInsightsService } from './service';

const config = loadConfig({
  ...baseConfig,
  GRPC_PORT: grpcPort('insights'),
  /** How many days audit events are kept (docs/audit.md). */
  QUIRE_AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
});
const logger = createLogger('insights', config.LOG_LEVEL);

runService(logger, () =>
  startInsightsService({
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    logger,
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'insights'),
    natsUrl: config.NATS_URL,
    urls: { publicUrl: config.QUIRE_PUBLIC_URL, appUrl: config.QUIRE_APP_URL },
    sitesGrpcUrl: config.SITES_GRPC_URL,
    contentGrpcUrl: config.CONTENT_GRPC_URL,
    identityGrpcUrl: config.IDENTITY_GRPC_URL,
    auditRetentionDays: config.QUIRE_AUDIT_RETENTION_DAYS,
    deadlineMs: config.GRPC_DEADLINE_MS,
  }),
);
