import type pg from 'pg';
import type { Logger, SecretBox } from '@quire/shared';
import type { EmbedResolver } from './clients/git-worker';
import type { IdentityDirectory } from './clients/identity';
import type { PublishedUrlLocator } from './clients/sites';
import type { PrismaClient } from './db';
import type { PublicUrls } from './lib/urls';
import type { UrlSigner } from './lib/signed-urls';
import type { BlobStore } from './revision-store/blobs';
/** What every handler gets: the database, URL bases for presenters, identity, a logger. */
export type ContentContext = {
    db: PrismaClient;
    /** The pool under `db`, for hot reads written as one named SQL statement. */
    pool: pg.Pool;
    urls: PublicUrls;
    identity: IdentityDirectory;
    /** Where published URLs point, asked of sites (getContentByUrl). */
    publishedUrls: PublishedUrlLocator;
    logger: Logger;
    /** Embeds of outside URLs, resolved by the git-worker (getEmbedByUrlInSpace). */
    embeds: EmbedResolver;
    /** File bytes (PostgreSQL by default). */
    blobs: BlobStore;
    /** Signs and checks download URLs. */
    signer: UrlSigner;
    limits: ContentLimits;
    /**
     * Seals the URLs of Git operations (QUIRE_SECRETS_KEY); undefined without a key: Git
     * import and export are then refused (docs/outside-sources.md).
     */
    secrets?: SecretBox;
};
export type ContentLimits = {
    /** Largest file upload, in bytes (QUIRE_MAX_UPLOAD_BYTES, 25 MiB by default). */
    maxUploadBytes: number;
};
