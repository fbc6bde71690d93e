import { z } from 'zod';
import { baseConfig, createLogger, databaseUrlFor, egressAllowConfig, grpcPort, loadConfig, positiveIntConfig, runService } from '@quire/shared';
import { EGRESS_DEFAULTS } from './egress/guard';
import { DEFAULT_EMBED_SETTINGS } from './embeds';
import { DEFAULT_QUEUE_SETTINGS } from './jobs/queue';
import { startGitWorkerService } from './service';

const positiveInt = positiveIntConfig;

const config = loadConfig({
  ...baseConfig,
  GRPC_PORT: grpcPort('git-worker'),
  /**
   * What the egress guard lets through besides public addresses: comma-separated CIDRs and
   * host:port pairs. Empty (the production default): public addresses only.
   */
  QUIRE_EGRESS_ALLOW: egressAllowConfig,
  QUIRE_EGRESS_MAX_BYTES: positiveInt(EGRESS_DEFAULTS.maxBytes),
  QUIRE_EGRESS_DISPATCHER_MAX_BYTES: positiveInt(EGRESS_DEFAULTS.dispatcherMaxBytes),
  QUIRE_EGRESS_CONNECT_TIMEOUT_MS: positiveInt(EGRESS_DEFAULTS.connectTimeoutMs),
  QUIRE_EGRESS_HEADERS_TIMEOUT_MS: positiveInt(EGRESS_DEFAULTS.headersTimeoutMs),
  QUIRE_EGRESS_BODY_TIMEOUT_MS: positiveInt(EGRESS_DEFAULTS.bodyTimeoutMs),
  QUIRE_EGRESS_REQUEST_TIMEOUT_MS: positiveInt(EGRESS_DEFAULTS.requestTimeoutMs),
  QUIRE_EGRESS_MAX_REDIRECTS: z.coerce.number().int().min(0).max(20).default(EGRESS_DEFAULTS.maxRedirects),
  QUIRE_EMBED_TIMEOUT_MS: positiveInt(DEFAULT_EMBED_SETTINGS.timeoutMs, 60_000),
  QUIRE_EMBED_MAX_PAGE_BYTES: positiveInt(DEFAULT_EMBED_SETTINGS.maxPageBytes, 16 * 1024 * 1024),
  QUIRE_EMBED_CACHE_TTL_MS: positiveInt(DEFAULT_EMBED_SETTINGS.cacheTtlMs),
  QUIRE_EMBED_CACHE_MAX_ENTRIES: positiveInt(DEFAULT_EMBED_SETTINGS.cacheMaxEntries, 1_000_000),
  QUIRE_GIT_WORKER_CONCURRENCY: positiveInt(DEFAULT_QUEUE_SETTINGS.concurrency, 64),
  QUIRE_JOB_MAX_ATTEMPTS: positiveInt(DEFAULT_QUEUE_SETTINGS.maxAttempts, 20),
  QUIRE_JOB_TIMEOUT_MS: positiveInt(DEFAULT_QUEUE_SETTINGS.jobTimeoutMs),
});
const logger = createLogger('git-worker', config.LOG_LEVEL);

runService(logger, () =>
  startGitWorkerService({
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    logger,
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'git-worker'),
    natsUrl: config.NATS_URL,
    contentGrpcUrl: config.CONTENT_GRPC_URL,
    egress: {
      allow: config.QUIRE_EGRESS_ALLOW,
      maxBytes: config.QUIRE_EGRESS_MAX_BYTES,
      dispatcherMaxBytes: config.QUIRE_EGRESS_DISPATCHER_MAX_BYTES,
      connectTimeoutMs: config.QUIRE_EGRESS_CONNECT_TIMEOUT_MS,
      headersTimeoutMs: config.QUIRE_EGRESS_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: config.QUIRE_EGRESS_BODY_TIMEOUT_MS,
      requestTimeoutMs: config.QUIRE_EGRESS_REQUEST_TIMEOUT_MS,
      maxRedirects: config.QUIRE_EGRESS_MAX_REDIRECTS,
    },
    embeds: {
      timeoutMs: config.QUIRE_EMBED_TIMEOUT_MS,
      maxPageBytes: config.QUIRE_EMBED_MAX_PAGE_BYTES,
      cacheTtlMs: config.QUIRE_EMBED_CACHE_TTL_MS,
      cacheMaxEntries: config.QUIRE_EMBED_CACHE_MAX_ENTRIES,
    },
    queue: {
      concurrency: config.QUIRE_GIT_WORKER_CONCURRENCY,
      maxAttempts: config.QUIRE_JOB_MAX_ATTEMPTS,
      jobTimeoutMs: config.QUIRE_JOB_TIMEOUT_MS,
    },
  }),
);
