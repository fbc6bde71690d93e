import { z } from 'zod';
import { baseConfig, createLogger, limitHeapGrowth, loadConfig, runService } from '@quire/shared';
import { DEFAULT_CACHE_BYTES, startReaderService } from './index';

const config = loadConfig({
  ...baseConfig,
  // The reader serves HTTP, not gRPC.
  GRPC_PORT: z.coerce.number().int().optional(),
  READER_HTTP_HOST: z.string().min(1).default('127.0.0.1'),
  READER_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  QUIRE_SITES_URL: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .default('http://127.0.0.1:8080/sites'),
  /** Budget of the rendered-page cache, in MiB. */
  READER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(DEFAULT_CACHE_BYTES / 1024 / 1024),
});
const logger = createLogger('reader', config.LOG_LEVEL);
// Rendering allocates fast and briefly: committed heap that follows the live heap keeps RSS near the cache budget.
limitHeapGrowth();

runService(logger, () =>
  startReaderService({
    host: config.READER_HTTP_HOST,
    port: config.READER_HTTP_PORT,
    logger,
    sitesUrl: config.QUIRE_SITES_URL,
    sitesGrpcUrl: config.SITES_GRPC_URL,
    contentGrpcUrl: config.CONTENT_GRPC_URL,
    insightsGrpcUrl: config.INSIGHTS_GRPC_URL,
    identityGrpcUrl: config.IDENTITY_GRPC_URL,
    runtimeGrpcUrl: config.RUNTIME_GRPC_URL,
    natsUrl: config.NATS_URL,
    eventNamespace: config.QUIRE_EVENT_NAMESPACE,
    deadlineMs: config.GRPC_DEADLINE_MS,
    cacheBytes: config.READER_CACHE_MB * 1024 * 1024,
  }),
);
