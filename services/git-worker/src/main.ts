import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runUntilSignal } from '@quire/shared';
import { startGitWorkerService } from './service';

const config = loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('git-worker') });
const logger = createLogger('git-worker', config.LOG_LEVEL);

startGitWorkerService({
  host: config.GRPC_HOST,
  port: config.GRPC_PORT,
  logger,
  databaseUrl: databaseUrlFor(config.DATABASE_URL, 'git-worker'),
  natsUrl: config.NATS_URL,
}).then(
  (service) => runUntilSignal(service.stop, logger),
  (error: unknown) => {
    logger.fatal({ err: error }, 'git-worker failed to start');
    logger.flush();
    process.exit(1);
  },
);
