import type pg from 'pg';
import type { ContentContext } from '../context';
import type { LinkRelation, LinkTargetKind } from '../generated/prisma/enums';
import { MarkdownParseRefused } from '../lib/markdown-parse';
import { getBodies } from '../revision-store/bodies';
import { BudgetedCache, textBytes } from '../revision-store/cache-budget';
import { extractBodyLinks, LINK_EXTRACTION_VERSION } from './extract';
import { NO_LINKS, type BodyLinks, type BodyReference } from './references';

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
const bytesOfLinks = (links: BodyLinks): number =>
  links.anchors.reduce((size, anchor) => size + 40 + textBytes(anchor), 250) +
  links.references.reduce(
    (size, reference) => size + 190 + textBytes(reference.lookupKey) + textBytes(reference.target ?? '') + textBytes(reference.anchor ?? '') + textBytes(reference.spaceId ?? ''),
    0,
  );

/** Extracted links by body hash. */
const linksCache = new BudgetedCache<BodyLinks>('bodyLinks', bytesOfLinks);

/** Body hashes known to be stored with the current rules (their links need not be read to know it); measured: 170 bytes each. */
const storedHashes = new BudgetedCache<true>('storedLinkHashes', () => 170);

/**
 * A copy holding only its own characters: extracted targets can be V8 slices of the body's text,
 * which keep all of it alive (measured: a body's cached links then retained twice what they weigh).
 */
const detached = (links: BodyLinks): BodyLinks => JSON.parse(JSON.stringify(links)) as BodyLinks;

/** Extractions under way in this process, so that concurrent reads of a new body parse it once. */
const extracting = new Map<string, Promise<BodyLinks>>();

/** Bodies extracted and stored per transaction. */
const STORE_BATCH = 100;

type ReferenceRow = {
  body_hash: string;
  position: number;
  kind: LinkTargetKind;
  lookup_key: string;
  target: string | null;
  anchor: string | null;
  space_id: string | null;
  relation: LinkRelation;
};

const READ_MARKERS = 'content.links.read-markers.v1';
const READ_REFERENCES = 'content.links.read-references.v1';

/** The stored links of `hashes` (current rules only), in two queries; absent hashes were never extracted. */
async function readStored(pool: pg.Pool, hashes: string[]): Promise<Map<string, BodyLinks>> {
  const found = new Map<string, BodyLinks>();
  if (hashes.length === 0) return found;
  const markers = await pool.query<{ body_hash: string; anchors: string[] | null }>({
    name: READ_MARKERS,
    text: 'SELECT body_hash, anchors FROM page_body_links WHERE body_hash = ANY($1::text[]) AND version = $2',
    values: [hashes, LINK_EXTRACTION_VERSION],
  });
  if (markers.rows.length === 0) return found;
  const references = new Map<string, BodyReference[]>();
  for (const row of markers.rows) references.set(row.body_hash, []);
  const rows = await pool.query<ReferenceRow>({
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
  for (const row of markers.rows) found.set(row.body_hash, { anchors: row.anchors ?? [], references: references.get(row.body_hash) ?? [] });
  return found;
}

/**
 * Stores extracted links. A body's references are written by the transaction that writes its
 * row in page_body_links, so a row there always has all its references; concurrent writers of
 * the same body (other replicas) skip it. Rows of older rules are replaced.
 */
async function store(pool: pg.Pool, extracted: ReadonlyMap<string, BodyLinks>): Promise<void> {
  if (extracted.size === 0) return;
  const hashes = [...extracted.keys()];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Their references go with them (ON DELETE CASCADE).
    await client.query('DELETE FROM page_body_links WHERE body_hash = ANY($1::text[]) AND version < $2', [hashes, LINK_EXTRACTION_VERSION]);
    const inserted = await client.query<{ body_hash: string }>(
      `INSERT INTO page_body_links (body_hash, version, anchors)
       SELECT hash, $2, ARRAY(SELECT jsonb_array_elements_text(anchors))
       FROM unnest($1::text[], $3::jsonb[]) AS input(hash, anchors)
       ON CONFLICT (body_hash) DO NOTHING
       RETURNING body_hash`,
      [hashes, LINK_EXTRACTION_VERSION, hashes.map((hash) => JSON.stringify(extracted.get(hash)!.anchors))],
    );
    const rows = inserted.rows.flatMap(({ body_hash: hash }) => extracted.get(hash)!.references.map((reference) => ({ hash, reference })));
    if (rows.length > 0) {
      await client.query(
        `INSERT INTO page_body_references (body_hash, position, kind, lookup_key, target, anchor, space_id, relation)
         SELECT * FROM unnest($1::text[], $2::int[], $3::link_target_kind[], $4::text[], $5::text[], $6::text[], $7::text[], $8::link_relation[])`,
        [
          rows.map((row) => row.hash),
          rows.map((row) => row.reference.position),
          rows.map((row) => row.reference.kind),
          rows.map((row) => row.reference.lookupKey),
          rows.map((row) => row.reference.target),
          rows.map((row) => row.reference.anchor),
          rows.map((row) => row.reference.spaceId),
          rows.map((row) => row.reference.relation),
        ],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Extracts and stores the links of bodies nobody stored yet, a batch per transaction. */
async function extractAndStore(ctx: ContentContext, hashes: string[]): Promise<Map<string, BodyLinks>> {
  const result = new Map<string, BodyLinks>();
  for (let start = 0; start < hashes.length; start += STORE_BATCH) {
    const batch = hashes.slice(start, start + STORE_BATCH);
    const markdown = await getBodies(ctx.db, batch);
    const extracted = new Map<string, BodyLinks>();
    for (const hash of batch) {
      const text = markdown.get(hash);
      // A hash without a body is no page's text: nothing to extract or store, nor to look for again.
      if (text === undefined) {
        storedHashes.set(hash, true);
        result.set(hash, NO_LINKS);
        continue;
      }
      try {
        extracted.set(hash, detached(await extractBodyLinks(text)));
      } catch (error) {
        // Out of time or workers (a busy machine): no links for this read, and nothing stored,
        // so that a later read extracts them again.
        if (!(error instanceof MarkdownParseRefused)) throw error;
        result.set(hash, NO_LINKS);
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
async function extractOnce(ctx: ContentContext, hashes: string[]): Promise<Map<string, BodyLinks>> {
  const result = new Map<string, BodyLinks>();
  const waiting: Array<Promise<void>> = [];
  const mine: string[] = [];
  for (const hash of hashes) {
    const running = extracting.get(hash);
    if (running) waiting.push(running.then((links) => void result.set(hash, links)));
    else mine.push(hash);
  }
  if (mine.length > 0) {
    const run = extractAndStore(ctx, mine);
    for (const hash of mine) {
      const one = run.then((links) => links.get(hash) ?? NO_LINKS);
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
export async function loadBodyLinks(ctx: ContentContext, hashes: Iterable<string>): Promise<Map<string, BodyLinks>> {
  const result = new Map<string, BodyLinks>();
  const missing: string[] = [];
  for (const hash of new Set(hashes)) {
    const cached = linksCache.get(hash);
    if (cached) result.set(hash, cached);
    else missing.push(hash);
  }
  if (missing.length === 0) return result;
  const stored = await readStored(ctx.pool, missing);
  for (const [hash, links] of stored) {
    linksCache.set(hash, links);
    storedHashes.set(hash, true);
    result.set(hash, links);
  }
  const unextracted = missing.filter((hash) => !stored.has(hash));
  if (unextracted.length > 0) for (const [hash, links] of await extractOnce(ctx, unextracted)) result.set(hash, links);
  return result;
}

/**
 * Makes sure every body of `hashes` has its links stored (what backlink queries read), reading
 * only which are stored, not their links: one query for the hashes this process has not seen
 * stored yet, and the extraction of those never extracted.
 */
export async function ensureBodyLinksStored(ctx: ContentContext, hashes: Iterable<string>): Promise<void> {
  const unknown = [...new Set(hashes)].filter((hash) => !storedHashes.has(hash));
  if (unknown.length === 0) return;
  const { rows } = await ctx.pool.query<{ body_hash: string }>({
    name: 'content.links.stored-markers.v1',
    text: 'SELECT body_hash FROM page_body_links WHERE body_hash = ANY($1::text[]) AND version = $2',
    values: [unknown, LINK_EXTRACTION_VERSION],
  });
  for (const row of rows) storedHashes.set(row.body_hash, true);
  const unextracted = unknown.filter((hash) => !storedHashes.has(hash));
  if (unextracted.length > 0) await extractOnce(ctx, unextracted);
}
