import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runUntilSignal } from '@quire/shared';
import { startSitesService } from './service';

const config = loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('sites') });
const logger = createLogger('sites', config.LOG_LEVEL);

startSitesService({
  host: config.GRPC_HOST,
  port: config.GRPC_PORT,
  logger,
  databaseUrl: databaseUrlFor(config.DATABASE_URL, 'sites'),
}).then(
  (service) => runUntilSignal(service.stop, logger),
  (error: unknown) => {
    logger.fatal({ err: error }, 'sites failed to start');
    logger.flush();
    process.exit(1);
  },
);
