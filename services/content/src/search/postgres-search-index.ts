import { decodeCursor, encodeCursor } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';
import type { SearchAnalysis } from './languages';
import type { IndexBatch, IndexedPage, MultiSpaceSearchPage, MultiSpaceSearchQuery, SearchHit, SearchIndex, SearchQuery, SearchResultPage } from './search-index';

/**
 * The search index in content's own PostgreSQL database (the default engine):
 *
 * - `search_pages`: one row per document page, `document` = title (weight A), every heading
 *   (B), text (C), code (D), with a GIN index on (space_id, document) (btree_gin) so that a
 *   search reads only its space's postings; `title_folded` with a trigram GIN index (of its
 *   own: a typo's trigrams are selective, its space's are not) for the typo-tolerant fallback.
 * - `search_sections`: one row per heading section, `document` = its heading path (B), text
 *   (C), code (D), and its `body` for snippets.
 *
 * Text goes through `quire_<analysis>` configurations (the language's stemmer after unaccent,
 * created by the migration), for the rows and the queries alike.
 */
export function postgresSearchIndex(pool: pg.Pool): SearchIndex {
  return {
    write: writeBatch,
    removeSpace: async (tx, spaceId) => {
      await tx.query('DELETE FROM search_sections WHERE space_id = $1', [spaceId]);
      await tx.query('DELETE FROM search_pages WHERE space_id = $1', [spaceId]);
    },
    search: (query) => search(pool, query),
    searchSpaces: (query) => searchSpaces(pool, query),
    // After thousands of new rows, what autovacuum would do some time later (never, where it
    // is off), done now: VACUUM marks the new rows visible to every transaction (hint bits,
    // visibility map), which every search would otherwise work out row by row, merges the
    // GIN indexes' pending
    // lists (new entries every search scans in full, fastupdate being much faster for bulk
    // writes); ANALYZE gives the planner the new rows, to choose between the GIN index and a
    // scan of the space. search_sections is only read by primary key.
    afterRebuild: async () => {
      await pool.query('VACUUM (ANALYZE) search_pages');
    },
  };
}

const configOf = (analysis: SearchAnalysis): string => `quire_${analysis}`;

/** Pages per INSERT: a few hundred keeps each statement's arrays in the low megabytes. */
const WRITE_BATCH_PAGES = 250;

// Headings travel to SQL joined by the unit separator, a character sections.ts never keeps.
const HEADING_SEPARATOR = '\u001f';

async function writeBatch(tx: pg.ClientBase, { spaceId, analysis, put, remove }: IndexBatch): Promise<void> {
  const replaced = [...remove, ...put.map((page) => page.pageId)];
  if (replaced.length > 0) {
    await tx.query('DELETE FROM search_sections WHERE space_id = $1 AND page_id = ANY($2::text[])', [spaceId, replaced]);
    await tx.query('DELETE FROM search_pages WHERE space_id = $1 AND page_id = ANY($2::text[])', [spaceId, replaced]);
  }
  for (let offset = 0; offset < put.length; offset += WRITE_BATCH_PAGES) {
    await insertPages(tx, spaceId, configOf(analysis), put.slice(offset, offset + WRITE_BATCH_PAGES));
  }
}

async function insertPages(tx: pg.ClientBase, spaceId: string, config: string, pages: IndexedPage[]): Promise<void> {
  const page = { ids: [] as string[], titles: [] as string[], headings: [] as string[], prose: [] as string[], code: [] as string[] };
  const section = {
    pageIds: [] as string[],
    positions: [] as number[],
    anchors: [] as (string | null)[],
    titles: [] as string[],
    headings: [] as string[],
    prose: [] as string[],
    code: [] as string[],
  };
  for (const { pageId, title, sections } of pages) {
    page.ids.push(pageId);
    page.titles.push(title);
    page.headings.push(sections.flatMap((s) => (s.anchor === null ? [] : [s.title])).join('\n'));
    page.prose.push(sections.map((s) => s.prose).join('\n'));
    page.code.push(sections.map((s) => s.code).join('\n'));
    sections.forEach((s, position) => {
      section.pageIds.push(pageId);
      section.positions.push(position);
      section.anchors.push(s.anchor);
      section.titles.push(s.title);
      section.headings.push(s.headings.join(HEADING_SEPARATOR));
      section.prose.push(s.prose);
      section.code.push(s.code);
    });
  }
  await tx.query(
    `INSERT INTO search_pages (space_id, page_id, title, title_folded, document)
     SELECT $1, p.page_id, p.title, lower(unaccent(p.title)),
            setweight(to_tsvector($2::regconfig, p.title), 'A')
              || setweight(to_tsvector($2::regconfig, p.headings), 'B')
              || setweight(to_tsvector($2::regconfig, p.prose), 'C')
              || setweight(to_tsvector($2::regconfig, p.code), 'D')
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS p(page_id, title, headings, prose, code)`,
    [spaceId, config, page.ids, page.titles, page.headings, page.prose, page.code],
  );
  if (section.pageIds.length === 0) return;
  await tx.query(
    `INSERT INTO search_sections (space_id, page_id, position, anchor, title, headings, body, document)
     SELECT $1, s.page_id, s.position, s.anchor, s.title, string_to_array(s.headings, $10),
            concat_ws(E'\\n', nullif(s.prose, ''), nullif(s.code, '')),
            setweight(to_tsvector($2::regconfig, replace(s.headings, $10, ' ')), 'B')
              || setweight(to_tsvector($2::regconfig, s.prose), 'C')
              || setweight(to_tsvector($2::regconfig, s.code), 'D')
       FROM unnest($3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
            AS s(page_id, position, anchor, title, headings, prose, code)`,
    [spaceId, config, section.pageIds, section.positions, section.anchors, section.titles, section.headings, section.prose, section.code, HEADING_SEPARATOR],
  );
}

/**
 * The cursor: which query answered the first page (`text`: full text, `title`: the trigram
 * fallback) and the last hit's (rank, page id); ids compare byte-wise (COLLATE "C"). Ranks are PostgreSQL `real`s: printed in
 * their shortest exact form and read back as `real`, they compare equal.
 */
const ZSearchCursor = z.object({ m: z.enum(['text', 'title']), r: z.number(), p: z.string().min(1).max(64) });
type SearchCursor = z.infer<typeof ZSearchCursor>;

// ts_rank's weights for D, C, B, A: a title word counts ten times a code word.
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

// ts_headline's snippet: up to two fragments of about 12..32 words around the matches, between
// markers no indexed text contains (sections.ts drops control characters), which become
// <mark> once the text around them is HTML-escaped.
const MARK_START = '\u0002';
const MARK_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=32, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Full-text search, one statement:
 * - `q`: the user's text as `websearch_to_tsquery`, which reads any input without error
 *   (`&`, `|`, `!`, `:*`, parentheses are plain separators; "quotes" make a phrase, a
 *   leading `-` excludes a word, `or` between words is an alternative), and `any_term`, the
 *   same words joined by OR, to pick and rank a page's sections (a page matches when all its
 *   words are somewhere in it, a section when it holds any of them);
 * - `matches`: every matching page of the space with its rank: 1 when the query matches the
 *   title (the query with its words restricted to weight A; title matches always come first),
 *   plus ts_rank of `any_term` over the weighted document, mapped into [0, 1) (rank /
 *   (rank + 1)). Ranking with the OR of the words costs one pass over the page's positions,
 *   where ts_rank of an AND query compares every pair of positions of the words (tens of
 *   milliseconds for two common words over thousands of pages); which pages match is still
 *   decided by the query itself. The rank is not divided by the page's length either:
 *   counting a page's words costs as much as ranking it, and a long page about a word is a
 *   good answer.
 * - one keyset page by (rank desc, page id), and for each page its best sections with their
 *   snippets, so ts_headline runs only for what is returned.
 */
const TEXT_SEARCH = {
  name: 'content.search-text.v1',
  text: `
    WITH typed AS (
      SELECT websearch_to_tsquery($2::regconfig, $3) AS query
    ), q AS (
      SELECT query,
             -- The query with every word restricted to weight A: it matches the title alone.
             regexp_replace(query::text, '''(?:[^'']|'''')*''', '\\&:A', 'g')::tsquery AS in_title,
             (SELECT coalesce(string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''', ' | '), '')::tsquery
                FROM unnest(tsvector_to_array(to_tsvector($2::regconfig, $3))) AS lexeme) AS any_term
        FROM typed
    ), matches AS MATERIALIZED (
      SELECT p.page_id,
             ((p.document @@ q.in_title)::int + ts_rank('${RANK_WEIGHTS}', p.document, q.any_term, 32))::real AS rank
        FROM search_pages p, q
       WHERE p.space_id = $1 AND p.document @@ q.query
    ), hits AS (
      SELECT page_id, rank FROM matches
       WHERE $5::real IS NULL OR rank < $5::real OR (rank = $5::real AND page_id > $6::text COLLATE "C")
       ORDER BY rank DESC, page_id COLLATE "C"
       LIMIT $4
    )
    SELECT (SELECT count(*)::int FROM matches) AS count,
           (SELECT coalesce(json_agg(json_build_array(h.page_id, h.rank, top.sections) ORDER BY h.rank DESC, h.page_id COLLATE "C"), '[]'::json)
              FROM hits h
             CROSS JOIN LATERAL (
               SELECT coalesce(json_agg(json_build_array(s.anchor, s.title, ts_headline($2::regconfig, s.body, q.any_term, $8))
                                        ORDER BY s.score DESC, s.position), '[]'::json) AS sections
                 FROM (SELECT s.anchor, s.title, s.body, s.position, ts_rank('${RANK_WEIGHTS}', s.document, q.any_term) AS score
                         FROM search_sections s
                        WHERE s.space_id = $1 AND s.page_id = h.page_id AND s.document @@ q.any_term
                        ORDER BY score DESC, s.position
                        LIMIT $7) s
             ) top) AS hits
      FROM q`,
};

/**
 * The typo-tolerant fallback on titles (pg_trgm): pages whose title has a part similar to
 * the whole query (`<%`, word_similarity above pg_trgm.word_similarity_threshold, 0.6 by
 * default), most similar first. Accents and case are folded on both sides.
 */
const TITLE_SEARCH = {
  name: 'content.search-title.v1',
  text: `
    WITH q AS (
      SELECT lower(unaccent($2)) AS text
    ), matches AS MATERIALIZED (
      SELECT p.page_id, word_similarity(q.text, p.title_folded)::real AS rank
        FROM search_pages p, q
       WHERE p.space_id = $1 AND q.text <% p.title_folded
    ), hits AS (
      SELECT page_id, rank FROM matches
       WHERE $4::real IS NULL OR rank < $4::real OR (rank = $4::real AND page_id > $5::text COLLATE "C")
       ORDER BY rank DESC, page_id COLLATE "C"
       LIMIT $3
    )
    SELECT (SELECT count(*)::int FROM matches) AS count,
           (SELECT coalesce(json_agg(json_build_array(h.page_id, h.rank, '[]'::json) ORDER BY h.rank DESC, h.page_id COLLATE "C"), '[]'::json)
              FROM hits h) AS hits`,
};

type HitRow = [pageId: string, rank: number, sections: [anchor: string | null, title: string, snippet: string][]];
type SearchRow = { count: number; hits: HitRow[] };

async function search(pool: pg.Pool, query: SearchQuery): Promise<SearchResultPage> {
  const after = decodeCursor(query.after, ZSearchCursor);
  if (after?.m !== 'title') {
    const { rows } = await pool.query<SearchRow>({
      ...TEXT_SEARCH,
      values: [query.spaceId, configOf(query.analysis), query.text, query.limit + 1, after?.r ?? null, after?.p ?? null, query.sectionsPerPage, HEADLINE_OPTIONS],
    });
    // The fallback answers only a search whose words match nothing at all.
    if (after || rows[0].count > 0) return pageOf(rows[0], query.limit, 'text');
  }
  const { rows } = await pool.query<SearchRow>({
    ...TITLE_SEARCH,
    values: [query.spaceId, query.text.trim(), query.limit + 1, after?.r ?? null, after?.p ?? null],
  });
  return pageOf(rows[0], query.limit, 'title');
}

/**
 * TEXT_SEARCH over several spaces in one statement: each space's pages are matched and ranked
 * with the query as its own analysis reads it (the query is built once per distinct analysis),
 * one keyset page of all of them (rank desc, then space and page id, after the cursor's), and their
 * best sections with snippets, as TEXT_SEARCH does for one space. Each space reads its own
 * postings of the (space_id, document) GIN index.
 */
const MULTI_SPACE_TEXT_SEARCH = {
  name: 'content.search-text-spaces.v2',
  text: `
    WITH wanted AS (
      SELECT w.space_id, w.config::regconfig AS config FROM unnest($1::text[], $2::text[]) AS w(space_id, config)
    ), typed AS (
      SELECT c.config, websearch_to_tsquery(c.config, $3) AS query FROM (SELECT DISTINCT config FROM wanted) c
    ), q AS (
      SELECT t.config, t.query,
             regexp_replace(t.query::text, '''(?:[^'']|'''')*''', '\\&:A', 'g')::tsquery AS in_title,
             (SELECT coalesce(string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''', ' | '), '')::tsquery
                FROM unnest(tsvector_to_array(to_tsvector(t.config, $3))) AS lexeme) AS any_term
        FROM typed t
    ), matches AS MATERIALIZED (
      SELECT p.space_id, p.page_id, w.config,
             ((p.document @@ q.in_title)::int + ts_rank('${RANK_WEIGHTS}', p.document, q.any_term, 32))::real AS rank
        FROM wanted w
        JOIN q ON q.config = w.config
        JOIN search_pages p ON p.space_id = w.space_id AND p.document @@ q.query
    ), hits AS (
      SELECT space_id, page_id, config, rank FROM matches
       WHERE $7::real IS NULL OR rank < $7::real
             OR (rank = $7::real AND (space_id COLLATE "C" > $8::text OR (space_id = $8::text AND page_id COLLATE "C" > $9::text)))
       ORDER BY rank DESC, space_id COLLATE "C", page_id COLLATE "C"
       LIMIT $4
    )
    SELECT coalesce(json_agg(json_build_array(h.space_id, h.page_id, h.rank, top.sections)
                             ORDER BY h.rank DESC, h.space_id COLLATE "C", h.page_id COLLATE "C"), '[]'::json) AS hits
      FROM hits h
      JOIN q ON q.config = h.config
     CROSS JOIN LATERAL (
       SELECT coalesce(json_agg(json_build_array(s.anchor, s.title, ts_headline(h.config, s.body, q.any_term, $6))
                                ORDER BY s.score DESC, s.position), '[]'::json) AS sections
         FROM (SELECT s.anchor, s.title, s.body, s.position, ts_rank('${RANK_WEIGHTS}', s.document, q.any_term) AS score
                 FROM search_sections s
                WHERE s.space_id = h.space_id AND s.page_id = h.page_id AND s.document @@ q.any_term
                ORDER BY score DESC, s.position
                LIMIT $5) s
     ) top`,
};

/** TITLE_SEARCH over several spaces (the fallback when the words match no page of any of them), keyset as above. */
const MULTI_SPACE_TITLE_SEARCH = {
  name: 'content.search-title-spaces.v2',
  text: `
    WITH q AS (
      SELECT lower(unaccent($2)) AS text
    ), matches AS (
      SELECT p.space_id, p.page_id, word_similarity(q.text, p.title_folded)::real AS rank
        FROM search_pages p, q
       WHERE p.space_id = ANY($1::text[]) AND q.text <% p.title_folded
    ), hits AS (
      SELECT space_id, page_id, rank FROM matches
       WHERE $4::real IS NULL OR rank < $4::real
             OR (rank = $4::real AND (space_id COLLATE "C" > $5::text OR (space_id = $5::text AND page_id COLLATE "C" > $6::text)))
       ORDER BY rank DESC, space_id COLLATE "C", page_id COLLATE "C"
       LIMIT $3
    )
    SELECT coalesce(json_agg(json_build_array(h.space_id, h.page_id, h.rank, '[]'::json)
                             ORDER BY h.rank DESC, h.space_id COLLATE "C", h.page_id COLLATE "C"), '[]'::json) AS hits
      FROM hits h`,
};

type MultiSpaceHitRow = [spaceId: string, pageId: string, rank: number, sections: [anchor: string | null, title: string, snippet: string][]];

/** The cursor of a search over several spaces: as ZSearchCursor, with the last hit's space id. */
const ZMultiSpaceCursor = ZSearchCursor.extend({ s: z.string().min(1).max(64) });

async function searchSpaces(pool: pg.Pool, query: MultiSpaceSearchQuery): Promise<MultiSpaceSearchPage> {
  const after = decodeCursor(query.after, ZMultiSpaceCursor);
  if (query.spaces.length === 0) return { hits: [] };
  const spaceIds = query.spaces.map((space) => space.spaceId);
  if (after?.m !== 'title') {
    const { rows } = await pool.query<{ hits: MultiSpaceHitRow[] }>({
      ...MULTI_SPACE_TEXT_SEARCH,
      values: [
        spaceIds,
        query.spaces.map((space) => configOf(space.analysis)),
        query.text,
        query.limit + 1,
        query.sectionsPerPage,
        HEADLINE_OPTIONS,
        after?.r ?? null,
        after?.s ?? null,
        after?.p ?? null,
      ],
    });
    // As for one space, the fallback answers only words that match no page at all.
    if (after || rows[0].hits.length > 0) return multiSpacePageOf(rows[0].hits, query.limit, 'text');
  }
  const { rows } = await pool.query<{ hits: MultiSpaceHitRow[] }>({
    ...MULTI_SPACE_TITLE_SEARCH,
    values: [spaceIds, query.text.trim(), query.limit + 1, after?.r ?? null, after?.s ?? null, after?.p ?? null],
  });
  return multiSpacePageOf(rows[0].hits, query.limit, 'title');
}

function multiSpacePageOf(rows: MultiSpaceHitRow[], limit: number, mode: SearchCursor['m']): MultiSpaceSearchPage {
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1];
  return {
    hits: kept.map(([spaceId, pageId, score, sections]) => ({
      spaceId,
      pageId,
      score,
      sections: sections.map(([anchor, title, snippet]) => ({ anchor, title, snippet: markSnippet(snippet) })),
    })),
    next: rows.length > limit && last ? encodeCursor({ m: mode, r: last[2], s: last[0], p: last[1] }) : undefined,
  };
}

function pageOf(row: SearchRow, limit: number, mode: SearchCursor['m']): SearchResultPage {
  const rows = row.hits.slice(0, limit);
  const hits: SearchHit[] = rows.map(([pageId, , sections]) => ({
    pageId,
    sections: sections.map(([anchor, title, snippet]) => ({ anchor, title, snippet: markSnippet(snippet) })),
  }));
  const last = rows[rows.length - 1];
  const next = row.hits.length > limit && last ? encodeCursor({ m: mode, r: last[1], p: last[0] }) : undefined;
  return { hits, count: row.count, next };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The snippet as HTML: its text escaped, ts_headline's markers turned into <mark> elements. */
export function markSnippet(snippet: string): string {
  return snippet
    .replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_END, '</mark>');
}
