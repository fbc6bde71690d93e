import { DEFAULT_MAX_UPLOAD_BYTES, type Logger } from '@quire/shared';
import { type EmbedResolver } from './clients/git-worker';
import { type IdentityDirectory } from './clients/identity';
import { type PublishedUrlLocator } from './clients/sites';
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
export type RunningContentService = {
    port: number;
    stop(): Promise<void>;
};
/**
 * Starts content through @quire/shared's startService: database and migrations, the context
 * (Prisma and its pg pool, the identity client), the outbox relay, the identity events
 * consumer, the hourly purge, and last the gRPC services, one per proto file.
 */
export declare function startContentService(options: ContentServiceOptions): Promise<RunningContentService>;
