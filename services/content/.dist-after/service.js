"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_MAX_UPLOAD_BYTES = void 0;
exports.startContentService = startContentService;
const node_path_1 = __importDefault(require("node:path"));
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
Object.defineProperty(exports, "DEFAULT_MAX_UPLOAD_BYTES", { enumerable: true, get: function () { return shared_1.DEFAULT_MAX_UPLOAD_BYTES; } });
const git_worker_1 = require("./clients/git-worker");
const identity_1 = require("./clients/identity");
const sites_1 = require("./clients/sites");
const urls_1 = require("./urls");
const change_request_reviews_1 = require("./change-request-reviews");
const change_requests_1 = require("./change-requests");
const collection_permissions_1 = require("./collection-permissions");
const grants_1 = require("./grants");
const collections_1 = require("./collections");
const computed_content_1 = require("./computed-content");
const comments_1 = require("./comments");
const computed_pages_1 = require("./consumers/computed-pages");
const identity_events_1 = require("./consumers/identity-events");
const db_1 = require("./db");
const downloads_1 = require("./downloads");
const embeds_1 = require("./embeds");
const files_1 = require("./files");
const import_runs_1 = require("./import-runs");
const signed_urls_1 = require("./lib/signed-urls");
const blobs_1 = require("./revision-store/blobs");
const markdown_parse_1 = require("./lib/markdown-parse");
const cache_budget_1 = require("./revision-store/cache-budget");
const internal_1 = require("./internal");
const page_lookup_1 = require("./page-lookup");
const reader_1 = require("./reader");
const space_purger_1 = require("./jobs/space-purger");
const links_1 = require("./links");
const openapi_specs_1 = require("./openapi-specs");
const search_1 = require("./search");
const pages_1 = require("./pages");
const revisions_1 = require("./revisions");
const semantic_changes_1 = require("./semantic-changes");
const reusable_contents_1 = require("./reusable-contents");
const exports_1 = require("./exports");
const templates_1 = require("./templates");
const spaces_1 = require("./spaces");
const sources_1 = require("./sources");
const git_sync_1 = require("./git-sync");
const HOUR_MS = 60 * 60 * 1000;
/**
 * Starts content through @quire/shared's startService: database and migrations, the context
 * (Prisma and its pg pool, the identity client), the outbox relay, the identity events
 * consumer, the hourly purge, and last the gRPC services, one per proto file.
 */
async function startContentService(options) {
    const { logger } = options;
    (0, cache_budget_1.setCacheBudget)(options.cacheBudgetMb ?? cache_budget_1.DEFAULT_CACHE_BUDGET_MB);
    (0, markdown_parse_1.configureMarkdownParsing)({ budgetMs: options.parseBudgetMs ?? markdown_parse_1.DEFAULT_PARSE_BUDGET_MS, workers: options.parseWorkers ?? markdown_parse_1.DEFAULT_PARSE_WORKERS });
    // Starts a parse worker now: loading its script takes seconds on a busy machine, which the first
    // request that parses (a page read as a document, a computed page's generation) would otherwise
    // pay inside its deadline. documentForReading never rejects for a parse it refuses.
    (0, markdown_parse_1.documentForReading)('# Quire').catch((error) => logger.warn({ err: error }, 'markdown parse worker did not start ahead'));
    const service = await (0, shared_1.startService)({
        name: 'content',
        logger,
        databaseUrl: options.databaseUrl,
        migrationsDir: node_path_1.default.resolve(__dirname, '../prisma/migrations'),
        host: options.host,
        port: options.port,
        open() {
            const { db, pool } = (0, db_1.createDatabase)(options.databaseUrl);
            const clientOptions = { deadlineMs: options.deadlineMs };
            const identity = options.identity ?? (0, identity_1.identityDirectory)((0, identity_1.createIdentityClient)(options.identityGrpcUrl, clientOptions));
            const publishedUrls = options.publishedUrls ?? (0, sites_1.sitesPublishedUrlLocator)(options.sitesGrpcUrl ?? `127.0.0.1:${shared_1.SERVICE_PORTS.sites}`, clientOptions);
            const embeds = options.embeds ?? (0, git_worker_1.gitWorkerEmbedResolver)(options.gitWorkerGrpcUrl ?? `127.0.0.1:${shared_1.SERVICE_PORTS['git-worker']}`, clientOptions);
            if (!options.urlSigningKey)
                logger.warn('QUIRE_URL_SIGNING_KEY is not set: download URLs are signed with a key of this process only');
            if (!options.secretsKey)
                logger.warn('QUIRE_SECRETS_KEY is not set: Git import and export are refused');
            const context = {
                db,
                pool,
                urls: { publicUrl: options.publicUrl, appUrl: options.appUrl },
                identity,
                publishedUrls,
                logger,
                embeds,
                blobs: (0, blobs_1.postgresBlobStore)(db),
                signer: (0, signed_urls_1.urlSigner)(options.urlSigningKey ?? (0, signed_urls_1.ephemeralSigningKey)()),
                limits: { maxUploadBytes: options.maxUploadBytes ?? shared_1.DEFAULT_MAX_UPLOAD_BYTES },
                secrets: options.secretsKey ? new shared_1.SecretBox(options.secretsKey) : undefined,
            };
            // Disconnecting Prisma ends the pool under it.
            return { context, close: () => db.$disconnect() };
        },
        services: (ctx) => [
            (0, shared_1.grpcService)(proto_1.contentV1.CollectionServiceDefinition, (0, collections_1.collectionService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.CollectionPermissionServiceDefinition, (0, collection_permissions_1.collectionPermissionService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.SpacePermissionServiceDefinition, (0, grants_1.spacePermissionService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.CollectionUserPermissionServiceDefinition, (0, grants_1.collectionUserPermissionService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.SpaceServiceDefinition, (0, spaces_1.spaceService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.LinkServiceDefinition, (0, links_1.linkService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.RevisionServiceDefinition, (0, revisions_1.revisionService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.ChangeRequestServiceDefinition, (0, change_requests_1.changeRequestService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.ChangeRequestReviewServiceDefinition, (0, change_request_reviews_1.changeRequestReviewService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.CommentServiceDefinition, (0, comments_1.commentService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.PageServiceDefinition, (0, pages_1.pageService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.FileServiceDefinition, (0, files_1.fileService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.DownloadServiceDefinition, (0, downloads_1.downloadService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.ContentInternalServiceDefinition, (0, internal_1.contentInternalService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.PageInternalServiceDefinition, (0, page_lookup_1.pageInternalService)(ctx)),
            (0, shared_1.grpcService)(reader_1.contentReaderServiceDefinition, (0, reader_1.contentReaderService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.TemplateServiceDefinition, (0, templates_1.templateService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.ExportServiceDefinition, (0, exports_1.exportService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.SearchServiceDefinition, (0, search_1.searchService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.SearchAdminServiceDefinition, (0, search_1.searchAdminService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.SourceInternalServiceDefinition, (0, sources_1.sourceInternalService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.GitSyncServiceDefinition, (0, git_sync_1.gitSyncService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.GitSyncInternalServiceDefinition, (0, git_sync_1.gitSyncInternalService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.OpenAPISpecServiceDefinition, (0, openapi_specs_1.openAPISpecService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.OpenAPISpecInternalServiceDefinition, (0, openapi_specs_1.openAPISpecInternalService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.ImportRunServiceDefinition, (0, import_runs_1.importRunService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.ImportRunInternalServiceDefinition, (0, import_runs_1.importRunInternalService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.UrlServiceDefinition, (0, urls_1.urlService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.ComputedContentServiceDefinition, (0, computed_content_1.computedContentService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.EmbedServiceDefinition, (0, embeds_1.embedService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.SemanticChangeServiceDefinition, (0, semantic_changes_1.semanticChangeService)(ctx)),
            (0, shared_1.grpcService)(proto_1.contentV1.ReusableContentServiceDefinition, (0, reusable_contents_1.reusableContentService)(ctx)),
        ],
        relay: { natsUrl: options.natsUrl },
        consumers: [
            () => (0, identity_events_1.startIdentityEventsConsumer)({
                databaseUrl: options.databaseUrl,
                natsUrl: options.natsUrl,
                logger,
                durable: options.identityEventsDurable,
            }),
            (ctx) => (0, search_1.startSearchIndexing)(ctx, { databaseUrl: options.databaseUrl, natsUrl: options.natsUrl, logger, durable: options.searchEventsDurable }),
            (ctx) => (0, computed_pages_1.startComputedPagesConsumer)(ctx, { databaseUrl: options.databaseUrl, natsUrl: options.natsUrl, logger, durable: options.computedPagesDurable }),
        ],
        jobs: [
            (ctx) => (0, space_purger_1.schedulePurge)(ctx.db, {
                intervalMs: options.purgeIntervalMs ?? HOUR_MS,
                onPurged: (count) => logger.info({ count }, 'purged spaces deleted more than 7 days ago'),
                onError: (error) => logger.error({ err: error }, 'purge of deleted spaces failed'),
            }),
        ],
    });
    return {
        port: service.port,
        async stop() {
            await service.stop();
            await (0, markdown_parse_1.closeMarkdownParsing)();
        },
    };
}
//# sourceMappingURL=service.js.map