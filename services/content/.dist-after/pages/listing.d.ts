import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { etagMatches } from '../lib/http-conditions';
import type { StoredRevision } from '../revision-store/store';
import { type PageScope } from './presenter';
export { etagMatches };
/**
 * The encoded page listing of a revision (`{"pages":[...]}`, the body of listPages), built once
 * per revision and variant and kept, gzip-compressed, in its share of CONTENT_CACHE_MB: a
 * revision never changes, and building it (a 10,000-page space: 25 MB of JSON, every page's
 * Markdown) costs far more than sending it. See docs/content-core.md, "Page listings".
 */
/**
 * Which listing: where the pages live (their `urls.app`), whether they carry `git`, and whether
 * computed pages are shown as the pages they generated (`computed`, default true).
 */
export type ListingVariant = {
    scope: PageScope;
    metadata: boolean;
    computed?: boolean;
};
/** What the client said it already has and what it can read (its If-None-Match and Accept-Encoding). */
export type ListingConditions = {
    ifNoneMatch?: string;
    acceptEncoding?: string;
};
/**
 * Bytes a message of the stream carries: large enough that per-message costs (and zlib's
 * round trips to its thread) vanish, small enough to start sending early: inflating 28.5 MB
 * took 190 ms in chunks of 256 KiB and 80 ms in chunks of 1 MiB on a busy machine.
 */
export declare const LISTING_CHUNK_BYTES: number;
/** How often a listing was built and served from the cache (for tests and for reading the metrics of a profile). */
export declare const listingStats: {
    builds: number;
    hits: number;
};
/**
 * The listing's ETag: derived from the revision and the variant (and the app URL the pages'
 * `urls.app` are built from), never from the bytes, so that a 304 needs no build. Weak: the
 * same listing is sent plain or gzip-compressed.
 */
export declare function listingEtag(ctx: ContentContext, revision: StoredRevision, variant: ListingVariant): string;
/** Whether Accept-Encoding admits gzip: named (or `*`) with a quality above 0. */
export declare function acceptsGzip(acceptEncoding: string | undefined): boolean;
type ListingMessage = Partial<contentV1.StreamPagesResponse>;
/**
 * The messages of StreamPages for a revision the caller may read: one `not_modified` message
 * when If-None-Match names the listing's ETag; else the listing in chunks, the first carrying
 * the ETag (and `gzip` when the kept, compressed listing is sent as it is).
 */
export declare function listingMessages(ctx: ContentContext, revision: StoredRevision, variant: ListingVariant, conditions: ListingConditions): AsyncGenerator<ListingMessage>;
