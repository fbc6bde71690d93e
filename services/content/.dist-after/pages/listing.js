"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listingStats = exports.LISTING_CHUNK_BYTES = exports.etagMatches = void 0;
exports.listingEtag = listingEtag;
exports.acceptsGzip = acceptsGzip;
exports.listingMessages = listingMessages;
const node_crypto_1 = require("node:crypto");
const node_stream_1 = require("node:stream");
const node_zlib_1 = require("node:zlib");
const http_conditions_1 = require("../lib/http-conditions");
Object.defineProperty(exports, "etagMatches", { enumerable: true, get: function () { return http_conditions_1.etagMatches; } });
const cache_budget_1 = require("../revision-store/cache-budget");
const presenter_1 = require("./presenter");
const queries_1 = require("./queries");
/**
 * Bumped whenever presentPage's output changes, so that ETags handed out by an older version
 * stop matching (the cache itself lives no longer than the process).
 */
const LISTING_FORMAT = 2;
/**
 * Bytes a message of the stream carries: large enough that per-message costs (and zlib's
 * round trips to its thread) vanish, small enough to start sending early: inflating 28.5 MB
 * took 190 ms in chunks of 256 KiB and 80 ms in chunks of 1 MiB on a busy machine.
 */
exports.LISTING_CHUNK_BYTES = 1024 * 1024;
/**
 * Level 6 (zlib's default): a listing of 10,000 generated pages, 28.5 MB of JSON, measured
 * 4.5 MB at level 6 and 6.0 MB at level 1, and level 6 inflates faster. It is paid once per
 * revision, off the event loop.
 */
const GZIP_LEVEL = 6;
/** Weighed as its compressed bytes (held outside the V8 heap, but in the process all the same) and the entry. */
const listings = new cache_budget_1.BudgetedCache('pageListings', (listing) => 300 + listing.gzip.length);
/** Listings being built (and compressed), by key: concurrent requests for one share one build. */
const building = new Map();
/** How often a listing was built and served from the cache (for tests and for reading the metrics of a profile). */
exports.listingStats = { builds: 0, hits: 0 };
const keyOf = (revision, { scope, metadata, computed }) => `${revision.id}/${scope.spaceId}/${scope.changeRequestNumber ?? 'main'}/${metadata ? 'metadata' : 'no-metadata'}${computed === false ? '/not-computed' : ''}`;
/**
 * The listing's ETag: derived from the revision and the variant (and the app URL the pages'
 * `urls.app` are built from), never from the bytes, so that a 304 needs no build. Weak: the
 * same listing is sent plain or gzip-compressed.
 */
function listingEtag(ctx, revision, variant) {
    const digest = (0, node_crypto_1.hash)('sha1', `${keyOf(revision, variant)}\n${ctx.urls.appUrl}\n${LISTING_FORMAT}`, 'base64url').slice(0, 22);
    return `W/"pages-${digest}"`;
}
/** Whether Accept-Encoding admits gzip: named (or `*`) with a quality above 0. */
function acceptsGzip(acceptEncoding) {
    if (!acceptEncoding)
        return false;
    let wildcard = false;
    for (const part of acceptEncoding.split(',')) {
        const [coding, ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find((match) => match !== null);
        const accepted = q ? Number(q[1]) > 0 : true;
        if (coding.trim() === 'gzip' || coding.trim() === 'x-gzip')
            return accepted;
        if (coding.trim() === '*')
            wildcard = accepted;
    }
    return wildcard;
}
async function buildListing(ctx, revision, variant) {
    exports.listingStats.builds += 1;
    const outline = await (0, queries_1.loadOutline)(ctx.db, revision);
    const bodies = await (0, queries_1.bodiesOf)(ctx.db, outline);
    const pages = (0, presenter_1.presentPages)(outline, { urls: ctx.urls, scope: variant.scope, bodies, metadata: variant.metadata, computed: variant.computed });
    return Buffer.from(JSON.stringify({ pages }));
}
/**
 * The listing's JSON, built by one request while the others wait for it. Compressing and
 * keeping it happens after the first requests have their bytes; the build stays shared until
 * it is kept, so no request starts a second one in between.
 */
function builtListing(ctx, revision, variant, key) {
    const pending = building.get(key);
    if (pending)
        return pending;
    const built = buildListing(ctx, revision, variant);
    building.set(key, built);
    built.then((json) => (0, node_zlib_1.gzip)(json, { level: GZIP_LEVEL }, (error, compressed) => {
        // A failed compression only means the next request builds the listing again.
        if (!error)
            listings.set(key, { gzip: compressed, jsonBytes: json.length });
        building.delete(key);
    }), () => building.delete(key));
    return built;
}
function* slicesOf(bytes, first) {
    if (bytes.length === 0) {
        yield { ...first, chunk: bytes };
        return;
    }
    for (let offset = 0; offset < bytes.length; offset += exports.LISTING_CHUNK_BYTES) {
        const chunk = bytes.subarray(offset, offset + exports.LISTING_CHUNK_BYTES);
        yield offset === 0 ? { ...first, chunk } : { chunk };
    }
}
/** The kept listing inflated as it is sent (zlib works off the event loop). */
async function* inflated(listing, first) {
    let sentFirst = false;
    // Leaving the loop early (the client went away) destroys the stream.
    for await (const chunk of node_stream_1.Readable.from([listing.gzip]).pipe((0, node_zlib_1.createGunzip)({ chunkSize: exports.LISTING_CHUNK_BYTES }))) {
        yield sentFirst ? { chunk: chunk } : { ...first, chunk: chunk };
        sentFirst = true;
    }
    if (!sentFirst)
        yield { ...first, chunk: Buffer.alloc(0) };
}
/**
 * The messages of StreamPages for a revision the caller may read: one `not_modified` message
 * when If-None-Match names the listing's ETag; else the listing in chunks, the first carrying
 * the ETag (and `gzip` when the kept, compressed listing is sent as it is).
 */
async function* listingMessages(ctx, revision, variant, conditions) {
    const etag = listingEtag(ctx, revision, variant);
    if ((0, http_conditions_1.etagMatches)(conditions.ifNoneMatch, etag)) {
        yield { etag, notModified: true, chunk: Buffer.alloc(0) };
        return;
    }
    const key = keyOf(revision, variant);
    const kept = listings.get(key);
    if (kept) {
        exports.listingStats.hits += 1;
        if (acceptsGzip(conditions.acceptEncoding))
            yield* slicesOf(kept.gzip, { etag, contentEncoding: 'gzip', contentLength: kept.gzip.length });
        else
            yield* inflated(kept, { etag, contentLength: kept.jsonBytes });
        return;
    }
    const json = await builtListing(ctx, revision, variant, key);
    yield* slicesOf(json, { etag, contentLength: json.length });
}
//# sourceMappingURL=listing.js.map