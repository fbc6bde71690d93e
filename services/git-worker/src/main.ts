import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runService } from '@quire/shared';
import { startGitWorkerService } from './service';

const config = loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('git-worker') });
const logger = createLogger('git-worker', config.LOG_LEVEL);

runService(logger, () =>
  startGitWorkerService({
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    logger,
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'git-worker'),
    natsUrl: config.NATS_URL,
  }),
);
