"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadBodyLinks = loadBodyLinks;
exports.ensureBodyLinksStored = ensureBodyLinksStored;
const markdown_parse_1 = require("../lib/markdown-parse");
const bodies_1 = require("../revision-store/bodies");
const cache_budget_1 = require("../revision-store/cache-budget");
const extract_1 = require("./extract");
const references_1 = require("./references");
/**
 * The links of page bodies (docs/links.md, "Storage"). A body is content-addressed, so its links
 * are extracted once, by whichever read first needs them, and stored (`page_body_links`, one
 * row per body, and `page_body_references`, one per reference); every revision and change
 * request holding that body shares them. Like chunks and bodies, they never change once stored,
 * so each process also keeps the ones it read.
 */
/*
 * Both caches hold their share of CONTENT_CACHE_MB (../revision-store/cache-budget.ts).
 * Measured: 250 bytes a body, 40 an anchor and 190 a reference besides their text: 357 bytes
 * for a body with 2 anchors and no reference, 1,270 with 4 references, 9,330 with 40.
 */
const bytesOfLinks = (links) => links.anchors.reduce((size, anchor) => size + 40 + (0, cache_budget_1.textBytes)(anchor), 250) +
    links.references.reduce((size, reference) => size + 190 + (0, cache_budget_1.textBytes)(reference.lookupKey) + (0, cache_budget_1.textBytes)(reference.target ?? '') + (0, cache_budget_1.textBytes)(reference.anchor ?? '') + (0, cache_budget_1.textBytes)(reference.spaceId ?? ''), 0);
/** Extracted links by body hash. */
const linksCache = new cache_budget_1.BudgetedCache('bodyLinks', bytesOfLinks);
/** Body hashes known to be stored with the current rules (their links need not be read to know it); measured: 170 bytes each. */
const storedHashes = new cache_budget_1.BudgetedCache('storedLinkHashes', () => 170);
/**
 * A copy holding only its own characters: extracted targets can be V8 slices of the body's text,
 * which keep all of it alive (measured: a body's cached links then retained twice what they weigh).
 */
const detached = (links) => JSON.parse(JSON.stringify(links));
/** Extractions under way in this process, so that concurrent reads of a new body parse it once. */
const extracting = new Map();
/** Bodies extracted and stored per transaction. */
const STORE_BATCH = 100;
const READ_MARKERS = 'content.links.read-markers.v1';
const READ_REFERENCES = 'content.links.read-references.v1';
/** The stored links of `hashes` (current rules only), in two queries; absent hashes were never extracted. */
async function readStored(pool, hashes) {
    const found = new Map();
    if (hashes.length === 0)
        return found;
    const markers = await pool.query({
        name: READ_MARKERS,
        text: 'SELECT body_hash, anchors FROM page_body_links WHERE body_hash = ANY($1::text[]) AND version = $2',
        values: [hashes, extract_1.LINK_EXTRACTION_VERSION],
    });
    if (markers.rows.length === 0)
        return found;
    const references = new Map();
    for (const row of markers.rows)
        references.set(row.body_hash, []);
    const rows = await pool.query({
        name: READ_REFERENCES,
        text: `SELECT body_hash, position, kind, lookup_key, target, anchor, space_id, relation
           FROM page_body_references WHERE body_hash = ANY($1::text[]) ORDER BY body_hash, position`,
        values: [markers.rows.map((row) => row.body_hash)],
    });
    for (const row of rows.rows) {
        references.get(row.body_hash)?.push({
            position: row.position,
            kind: row.kind,
            lookupKey: row.lookup_key,
            target: row.target,
            anchor: row.anchor,
            spaceId: row.space_id,
            relation: row.relation,
        });
    }
    for (const row of markers.rows)
        found.set(row.body_hash, { anchors: row.anchors ?? [], references: references.get(row.body_hash) ?? [] });
    return found;
}
/**
 * Stores extracted links. A body's references are written by the transaction that writes its
 * row in page_body_links, so a row there always has all its references; concurrent writers of
 * the same body (other replicas) skip it. Rows of older rules are replaced.
 */
async function store(pool, extracted) {
    if (extracted.size === 0)
        return;
    const hashes = [...extracted.keys()];
    const client = await pool.connect();
    try {
        await client.query('BEGIN');
        // Their references go with them (ON DELETE CASCADE).
        await client.query('DELETE FROM page_body_links WHERE body_hash = ANY($1::text[]) AND version < $2', [hashes, extract_1.LINK_EXTRACTION_VERSION]);
        const inserted = await client.query(`INSERT INTO page_body_links (body_hash, version, anchors)
       SELECT hash, $2, ARRAY(SELECT jsonb_array_elements_text(anchors))
       FROM unnest($1::text[], $3::jsonb[]) AS input(hash, anchors)
       ON CONFLICT (body_hash) DO NOTHING
       RETURNING body_hash`, [hashes, extract_1.LINK_EXTRACTION_VERSION, hashes.map((hash) => JSON.stringify(extracted.get(hash).anchors))]);
        const rows = inserted.rows.flatMap(({ body_hash: hash }) => extracted.get(hash).references.map((reference) => ({ hash, reference })));
        if (rows.length > 0) {
            await client.query(`INSERT INTO page_body_references (body_hash, position, kind, lookup_key, target, anchor, space_id, relation)
         SELECT * FROM unnest($1::text[], $2::int[], $3::link_target_kind[], $4::text[], $5::text[], $6::text[], $7::text[], $8::link_relation[])`, [
                rows.map((row) => row.hash),
                rows.map((row) => row.reference.position),
                rows.map((row) => row.reference.kind),
                rows.map((row) => row.reference.lookupKey),
                rows.map((row) => row.reference.target),
                rows.map((row) => row.reference.anchor),
                rows.map((row) => row.reference.spaceId),
                rows.map((row) => row.reference.relation),
            ]);
        }
        await client.query('COMMIT');
    }
    catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
    }
    finally {
        client.release();
    }
}
/** Extracts and stores the links of bodies nobody stored yet, a batch per transaction. */
async function extractAndStore(ctx, hashes) {
    const result = new Map();
    for (let start = 0; start < hashes.length; start += STORE_BATCH) {
        const batch = hashes.slice(start, start + STORE_BATCH);
        const markdown = await (0, bodies_1.getBodies)(ctx.db, batch);
        const extracted = new Map();
        for (const hash of batch) {
            const text = markdown.get(hash);
            // A hash without a body is no page's text: nothing to extract or store, nor to look for again.
            if (text === undefined) {
                storedHashes.set(hash, true);
                result.set(hash, references_1.NO_LINKS);
                continue;
            }
            try {
                extracted.set(hash, detached(await (0, extract_1.extractBodyLinks)(text)));
            }
            catch (error) {
                // Out of time or workers (a busy machine): no links for this read, and nothing stored,
                // so that a later read extracts them again.
                if (!(error instanceof markdown_parse_1.MarkdownParseRefused))
                    throw error;
                result.set(hash, references_1.NO_LINKS);
            }
        }
        await store(ctx.pool, extracted);
        for (const [hash, links] of extracted) {
            linksCache.set(hash, links);
            storedHashes.set(hash, true);
            result.set(hash, links);
        }
    }
    return result;
}
/** Runs the extraction of `hashes` once in this process, however many reads ask at the same time. */
async function extractOnce(ctx, hashes) {
    const result = new Map();
    const waiting = [];
    const mine = [];
    for (const hash of hashes) {
        const running = extracting.get(hash);
        if (running)
            waiting.push(running.then((links) => void result.set(hash, links)));
        else
            mine.push(hash);
    }
    if (mine.length > 0) {
        const run = extractAndStore(ctx, mine);
        for (const hash of mine) {
            const one = run.then((links) => links.get(hash) ?? references_1.NO_LINKS);
            // The map entry is what concurrent readers wait on; a failure reaches them through it too.
            extracting.set(hash, one);
            one.catch(() => undefined).finally(() => extracting.delete(hash));
        }
        waiting.push(run.then((links) => void links.forEach((value, hash) => result.set(hash, value))));
    }
    await Promise.all(waiting);
    return result;
}
/**
 * The links of each body by hash: from this process's cache, else from the database (two
 * queries), else extracted now and stored. Missing hashes of `hashes` are never absent from the
 * result (a hash without a body has no links).
 */
async function loadBodyLinks(ctx, hashes) {
    const result = new Map();
    const missing = [];
    for (const hash of new Set(hashes)) {
        const cached = linksCache.get(hash);
        if (cached)
            result.set(hash, cached);
        else
            missing.push(hash);
    }
    if (missing.length === 0)
        return result;
    const stored = await readStored(ctx.pool, missing);
    for (const [hash, links] of stored) {
        linksCache.set(hash, links);
        storedHashes.set(hash, true);
        result.set(hash, links);
    }
    const unextracted = missing.filter((hash) => !stored.has(hash));
    if (unextracted.length > 0)
        for (const [hash, links] of await extractOnce(ctx, unextracted))
            result.set(hash, links);
    return result;
}
/**
 * Makes sure every body of `hashes` has its links stored (what backlink queries read), reading
 * only which are stored, not their links: one query for the hashes this process has not seen
 * stored yet, and the extraction of those never extracted.
 */
async function ensureBodyLinksStored(ctx, hashes) {
    const unknown = [...new Set(hashes)].filter((hash) => !storedHashes.has(hash));
    if (unknown.length === 0)
        return;
    const { rows } = await ctx.pool.query({
        name: 'content.links.stored-markers.v1',
        text: 'SELECT body_hash FROM page_body_links WHERE body_hash = ANY($1::text[]) AND version = $2',
        values: [unknown, extract_1.LINK_EXTRACTION_VERSION],
    });
    for (const row of rows)
        storedHashes.set(row.body_hash, true);
    const unextracted = unknown.filter((hash) => !storedHashes.has(hash));
    if (unextracted.length > 0)
        await extractOnce(ctx, unextracted);
}
//# sourceMappingURL=body-links.js.map