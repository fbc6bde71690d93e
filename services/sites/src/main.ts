import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runService } from '@quire/shared';
import { startSitesService } from './service';

const config = loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('sites') });
const logger = createLogger('sites', config.LOG_LEVEL);

runService(logger, () =>
  startSitesService({
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    logger,
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'sites'),
  }),
);
