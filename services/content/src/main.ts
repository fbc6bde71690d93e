import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runService } from '@quire/shared';
import { startContentService } from './service';

const config = loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('content') });
const logger = createLogger('content', config.LOG_LEVEL);

runService(logger, () =>
  startContentService({
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'content'),
    natsUrl: config.NATS_URL,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    publicUrl: config.QUIRE_PUBLIC_URL,
    appUrl: config.QUIRE_APP_URL,
    identityGrpcUrl: config.IDENTITY_GRPC_URL,
    deadlineMs: config.GRPC_DEADLINE_MS,
    logger,
  }),
);
