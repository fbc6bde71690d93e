import path from 'node:path';
import { contentV1 } from '@quire/proto';
import { DEFAULT_MAX_UPLOAD_BYTES, grpcService, SecretBox, SERVICE_PORTS, startService, type Logger } from '@quire/shared';
import { gitWorkerEmbedResolver, type EmbedResolver } from './clients/git-worker';
import { createIdentityClient, identityDirectory, type IdentityDirectory } from './clients/identity';
import { sitesPublishedUrlLocator, type PublishedUrlLocator } from './clients/sites';
import { urlService } from './urls';
import { changeRequestReviewService } from './change-request-reviews';
import { changeRequestService } from './change-requests';
import { collectionPermissionService } from './collection-permissions';
import { collectionUserPermissionService, spacePermissionService } from './grants';
import { collectionService } from './collections';
import { computedContentService } from './computed-content';
import { commentService } from './comments';
import { startComputedPagesConsumer } from './consumers/computed-pages';
import { startIdentityEventsConsumer } from './consumers/identity-events';
import type { ContentContext } from './context';
import { createDatabase } from './db';
import { downloadService } from './downloads';
import { embedService } from './embeds';
import { fileService } from './files';
import { importRunInternalService, importRunService } from './import-runs';
import { ephemeralSigningKey, urlSigner } from './lib/signed-urls';
import { postgresBlobStore } from './revision-store/blobs';
import { closeMarkdownParsing, configureMarkdownParsing, DEFAULT_PARSE_BUDGET_MS, DEFAULT_PARSE_WORKERS, documentForReading } from './lib/markdown-parse';
import { DEFAULT_CACHE_BUDGET_MB, setCacheBudget } from './revision-store/cache-budget';
import { contentInternalService } from './internal';
import { pageInternalService } from './page-lookup';
import { contentReaderService, contentReaderServiceDefinition } from './reader';
import { schedulePurge } from './jobs/space-purger';
import { linkService } from './links';
import { openAPISpecInternalService, openAPISpecService } from './openapi-specs';
import { searchAdminService, searchService, startSearchIndexing } from './search';
import { pageService } from './pages';
import { revisionService } from './revisions';
import { semanticChangeService } from './semantic-changes';
import { reusableContentService } from './reusable-contents';
import { exportService } from './exports';
import { templateService } from './templates';
import { spaceService } from './spaces';
import { sourceInternalService } from './sources';
import { gitSyncInternalService, gitSyncService } from './git-sync';

export type ContentServiceOptions = {
  databaseUrl: string;
  natsUrl: string;
  host: string;
  port: number;
  /** Base of `urls.location` (the gateway's public URL, no trailing slash). */
  publicUrl: string;
  /** Base of `urls.app`. */
  appUrl: string;
  identityGrpcUrl: string;
  /** host:port of sites (published URLs, for getContentByUrl); default sites' default port on this host. */
  sitesGrpcUrl?: string;
  /** Replaces the sites-backed published URL lookup (tests of this service alone). */
  publishedUrls?: PublishedUrlLocator;
  /** host:port of the git-worker (embeds of outside URLs); default its default port on this host. */
  gitWorkerGrpcUrl?: string;
  /** Replaces the git-worker-backed embed resolution (tests of this service alone). */
  embeds?: EmbedResolver;
  logger: Logger;
  /** How often trashed spaces older than 7 days are purged; hourly by default. */
  purgeIntervalMs?: number;
  /** Deadline of calls to identity. */
  deadlineMs?: number;
  /** Replaces the gRPC identity client (tests of this service alone). */
  identity?: IdentityDirectory;
  /** Durable name of the identity events consumer; one per database sharing a NATS server. */
  identityEventsDurable?: string;
  /** Base durable name of the search indexing consumers; by default `content-search-<database name>` (docs/search.md). */
  searchEventsDurable?: string;
  /** Durable name of the computed pages consumer; by default `content-computed-<database name>`. */
  computedPagesDurable?: string;
  /**
   * Key of the HMAC that signs download URLs (QUIRE_URL_SIGNING_KEY). Every replica must share
   * it; without one, a random key per process is used and a warning is logged.
   */
  urlSigningKey?: string;
  /** Largest file upload in bytes; 25 MiB by default (below the 32 MiB gRPC message limit). */
  maxUploadBytes?: number;
  /**
   * The 32-byte key Git operations' repository URLs are sealed with (QUIRE_SECRETS_KEY, the
   * key identity seals integration secrets with). Without one, a warning is logged and Git
   * import and export are refused (412).
   */
  secretsKey?: Buffer;
  /**
   * MiB every process-local cache of this process together may hold (CONTENT_CACHE_MB; 64 by
   * default, see revision-store/cache-budget.ts). The caches belong to the process: the last
   * service started in it sets their budget.
   */
  cacheBudgetMb?: number;
  /**
   * Markdown parsing (lib/markdown-parse.ts): ms one body's parse may take (CONTENT_PARSE_BUDGET_MS,
   * 3000 by default) and worker threads parsing at once (CONTENT_PARSE_WORKERS, 2). Like the
   * caches, the pool belongs to the process.
   */
  parseBudgetMs?: number;
  parseWorkers?: number;
};

export { DEFAULT_MAX_UPLOAD_BYTES };

export type RunningContentService = { port: number; stop(): Promise<void> };

const HOUR_MS = 60 * 60 * 1000;

/**
 * Starts content through @quire/shared's startService: database and migrations, the context
 * (Prisma and its pg pool, the identity client), the outbox relay, the identity events
 * consumer, the hourly purge, and last the gRPC services, one per proto file.
 */
export async function startContentService(options: ContentServiceOptions): Promise<RunningContentService> {
  const { logger } = options;
  setCacheBudget(options.cacheBudgetMb ?? DEFAULT_CACHE_BUDGET_MB);
  configureMarkdownParsing({ budgetMs: options.parseBudgetMs ?? DEFAULT_PARSE_BUDGET_MS, workers: options.parseWorkers ?? DEFAULT_PARSE_WORKERS });
  // Starts a parse worker now: loading its script takes seconds on a busy machine, which the first
  // request that parses (a page read as a document, a computed page's generation) would otherwise
  // pay inside its deadline. documentForReading never rejects for a parse it refuses.
  documentForReading('# Quire').catch((error: unknown) => logger.warn({ err: error }, 'markdown parse worker did not start ahead'));
  const service = await startService<ContentContext>({
    name: 'content',
    logger,
    databaseUrl: options.databaseUrl,
    migrationsDir: path.resolve(__dirname, '../prisma/migrations'),
    host: options.host,
    port: options.port,
    open() {
      const { db, pool } = createDatabase(options.databaseUrl);
      const clientOptions = { deadlineMs: options.deadlineMs };
      const identity = options.identity ?? identityDirectory(createIdentityClient(options.identityGrpcUrl, clientOptions));
      const publishedUrls = options.publishedUrls ?? sitesPublishedUrlLocator(options.sitesGrpcUrl ?? `127.0.0.1:${SERVICE_PORTS.sites}`, clientOptions);
      const embeds = options.embeds ?? gitWorkerEmbedResolver(options.gitWorkerGrpcUrl ?? `127.0.0.1:${SERVICE_PORTS['git-worker']}`, clientOptions);
      if (!options.urlSigningKey) logger.warn('QUIRE_URL_SIGNING_KEY is not set: download URLs are signed with a key of this process only');
      if (!options.secretsKey) logger.warn('QUIRE_SECRETS_KEY is not set: Git import and export are refused');
      const context: ContentContext = {
        db,
        pool,
        urls: { publicUrl: options.publicUrl, appUrl: options.appUrl },
        identity,
        publishedUrls,
        logger,
        embeds,
        blobs: postgresBlobStore(db),
        signer: urlSigner(options.urlSigningKey ?? ephemeralSigningKey()),
        limits: { maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES },
        secrets: options.secretsKey ? new SecretBox(options.secretsKey) : undefined,
      };
      // Disconnecting Prisma ends the pool under it.
      return { context, close: () => db.$disconnect() };
    },
    services: (ctx) => [
      grpcService(contentV1.CollectionServiceDefinition, collectionService(ctx)),
      grpcService(contentV1.CollectionPermissionServiceDefinition, collectionPermissionService(ctx)),
      grpcService(contentV1.SpacePermissionServiceDefinition, spacePermissionService(ctx)),
      grpcService(contentV1.CollectionUserPermissionServiceDefinition, collectionUserPermissionService(ctx)),
      grpcService(contentV1.SpaceServiceDefinition, spaceService(ctx)),
      grpcService(contentV1.LinkServiceDefinition, linkService(ctx)),
      grpcService(contentV1.RevisionServiceDefinition, revisionService(ctx)),
      grpcService(contentV1.ChangeRequestServiceDefinition, changeRequestService(ctx)),
      grpcService(contentV1.ChangeRequestReviewServiceDefinition, changeRequestReviewService(ctx)),
      grpcService(contentV1.CommentServiceDefinition, commentService(ctx)),
      grpcService(contentV1.PageServiceDefinition, pageService(ctx)),
      grpcService(contentV1.FileServiceDefinition, fileService(ctx)),
      grpcService(contentV1.DownloadServiceDefinition, downloadService(ctx)),
      grpcService(contentV1.ContentInternalServiceDefinition, contentInternalService(ctx)),
      grpcService(contentV1.PageInternalServiceDefinition, pageInternalService(ctx)),
      grpcService(contentReaderServiceDefinition, contentReaderService(ctx)),
      grpcService(contentV1.TemplateServiceDefinition, templateService(ctx)),
      grpcService(contentV1.ExportServiceDefinition, exportService(ctx)),
      grpcService(contentV1.SearchServiceDefinition, searchService(ctx)),
      grpcService(contentV1.SearchAdminServiceDefinition, searchAdminService(ctx)),
      grpcService(contentV1.SourceInternalServiceDefinition, sourceInternalService(ctx)),
      grpcService(contentV1.GitSyncServiceDefinition, gitSyncService(ctx)),
      grpcService(contentV1.GitSyncInternalServiceDefinition, gitSyncInternalService(ctx)),
      grpcService(contentV1.OpenAPISpecServiceDefinition, openAPISpecService(ctx)),
      grpcService(contentV1.OpenAPISpecInternalServiceDefinition, openAPISpecInternalService(ctx)),
      grpcService(contentV1.ImportRunServiceDefinition, importRunService(ctx)),
      grpcService(contentV1.ImportRunInternalServiceDefinition, importRunInternalService(ctx)),
      grpcService(contentV1.UrlServiceDefinition, urlService(ctx)),
      grpcService(contentV1.ComputedContentServiceDefinition, computedContentService(ctx)),
      grpcService(contentV1.EmbedServiceDefinition, embedService(ctx)),
      grpcService(contentV1.SemanticChangeServiceDefinition, semanticChangeService(ctx)),
      grpcService(contentV1.ReusableContentServiceDefinition, reusableContentService(ctx)),
    ],
    relay: { natsUrl: options.natsUrl },
    consumers: [
      () =>
        startIdentityEventsConsumer({
          databaseUrl: options.databaseUrl,
          natsUrl: options.natsUrl,
          logger,
          durable: options.identityEventsDurable,
        }),
      (ctx) => startSearchIndexing(ctx, { databaseUrl: options.databaseUrl, natsUrl: options.natsUrl, logger, durable: options.searchEventsDurable }),
      (ctx) => startComputedPagesConsumer(ctx, { databaseUrl: options.databaseUrl, natsUrl: options.natsUrl, logger, durable: options.computedPagesDurable }),
    ],
    jobs: [
      (ctx) =>
        schedulePurge(ctx.db, {
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
      await closeMarkdownParsing();
    },
  };
}
