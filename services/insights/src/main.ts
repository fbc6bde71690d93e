import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runService } from '@quire/shared';
import { startInsightsService } from './service';

const config = loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('insights') });
const logger = createLogger('insights', config.LOG_LEVEL);

runService(logger, () =>
  startInsightsService({
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    logger,
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'insights'),
  }),
);
