import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, maxUploadBytesConfig, runService, ZSecretsKey } from '@quire/shared';
import { z } from 'zod';
import { parseBudgetMsConfig, parseWorkersConfig } from './lib/markdown-parse';
import { cacheBudgetMbConfig } from './revision-store/cache-budget';
import { startContentService } from './service';

const config = loadConfig({
  ...baseConfig,
  GRPC_PORT: grpcPort('content'),
  // Shared by every replica: it signs files' downloadURL and PDF URLs.
  QUIRE_URL_SIGNING_KEY: z.string().min(32).optional(),
  QUIRE_MAX_UPLOAD_BYTES: maxUploadBytesConfig,
  // Shared with identity: seals the repository URLs (and their credentials) of Git operations.
  QUIRE_SECRETS_KEY: ZSecretsKey.optional(),
  // MiB every process-local cache together may hold (docs/content-core.md "Caches").
  CONTENT_CACHE_MB: cacheBudgetMbConfig,
  // Markdown parsing off the event loop (docs/content-core.md "Parsing Markdown").
  CONTENT_PARSE_BUDGET_MS: parseBudgetMsConfig,
  CONTENT_PARSE_WORKERS: parseWorkersConfig,
});
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
    sitesGrpcUrl: config.SITES_GRPC_URL,
    gitWorkerGrpcUrl: config.GIT_WORKER_GRPC_URL,
    deadlineMs: config.GRPC_DEADLINE_MS,
    urlSigningKey: config.QUIRE_URL_SIGNING_KEY,
    maxUploadBytes: config.QUIRE_MAX_UPLOAD_BYTES,
    secretsKey: config.QUIRE_SECRETS_KEY,
    cacheBudgetMb: config.CONTENT_CACHE_MB,
    parseBudgetMs: config.CONTENT_PARSE_BUDGET_MS,
    parseWorkers: config.CONTENT_PARSE_WORKERS,
    logger,
  }),
);
