import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runUntilSignal } from '@quire/shared';
import { startInsightsService } from './service';

const config = loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('insights') });
const logger = createLogger('insights', config.LOG_LEVEL);

startInsightsService({
  host: config.GRPC_HOST,
  port: config.GRPC_PORT,
  logger,
  databaseUrl: databaseUrlFor(config.DATABASE_URL, 'insights'),
}).then(
  (service) => runUntilSignal(service.stop, logger),
  (error: unknown) => {
    logger.fatal({ err: error }, 'insights failed to start');
    logger.flush();
    process.exit(1);
  },
);
