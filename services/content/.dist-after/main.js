"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const markdown_parse_1 = require("./lib/markdown-parse");
const cache_budget_1 = require("./revision-store/cache-budget");
const service_1 = require("./service");
const config = (0, shared_1.loadConfig)({
    ...shared_1.baseConfig,
    GRPC_PORT: (0, shared_1.grpcPort)('content'),
    // Shared by every replica: it signs files' downloadURL and PDF URLs.
    QUIRE_URL_SIGNING_KEY: zod_1.z.string().min(32).optional(),
    QUIRE_MAX_UPLOAD_BYTES: shared_1.maxUploadBytesConfig,
    // Shared with identity: seals the repository URLs (and their credentials) of Git operations.
    QUIRE_SECRETS_KEY: shared_1.ZSecretsKey.optional(),
    // MiB every process-local cache together may hold (docs/content-core.md "Caches").
    CONTENT_CACHE_MB: cache_budget_1.cacheBudgetMbConfig,
    // Markdown parsing off the event loop (docs/content-core.md "Parsing Markdown").
    CONTENT_PARSE_BUDGET_MS: markdown_parse_1.parseBudgetMsConfig,
    CONTENT_PARSE_WORKERS: markdown_parse_1.parseWorkersConfig,
});
const logger = (0, shared_1.createLogger)('content', config.LOG_LEVEL);
(0, shared_1.runService)(logger, () => (0, service_1.startContentService)({
    databaseUrl: (0, shared_1.databaseUrlFor)(config.DATABASE_URL, 'content'),
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
}));
//# sourceMappingURL=main.js.map