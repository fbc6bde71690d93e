import { z } from 'zod';
import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runService } from '@quire/shared';
import { startSitesService } from './service';

const config = loadConfig({
  ...baseConfig,
  GRPC_PORT: grpcPort('sites'),
  /** Where published sites are served: urls.published = QUIRE_SITES_URL/<organization>/<basename or id>. */
  QUIRE_SITES_URL: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .default('http://127.0.0.1:8080/sites'),
});
const logger = createLogger('sites', config.LOG_LEVEL);

runService(logger, () =>
  startSitesService({
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    logger,
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'sites'),
    natsUrl: config.NATS_URL,
    urls: { publicUrl: config.QUIRE_PUBLIC_URL, appUrl: config.QUIRE_APP_URL, sitesUrl: config.QUIRE_SITES_URL },
    contentGrpcUrl: config.CONTENT_GRPC_URL,
    identityGrpcUrl: config.IDENTITY_GRPC_URL,
    deadlineMs: config.GRPC_DEADLINE_MS,
  }),
);
