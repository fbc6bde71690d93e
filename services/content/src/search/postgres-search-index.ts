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
export type PostgresSearchOptions = {
  /**
   * Whether a search over many spaces, alone in the process, may run statements on other
   * connections at the same time (hasSpareConnection). On by default; the tests turn it off to
   * check the answers of the one-after-the-other path too.
   */
  parallel?: boolean;
};

export function postgresSearchIndex(pool: pg.Pool, options: PostgresSearchOptions = {}): SearchIndex {
  const lanes: Lanes = { parallel: options.parallel ?? true, searchesInFlight: 0, plans: new Map() };
  return {
    write: writeBatch,
    removeSpace: async (tx, spaceId) => {
      await tx.query('DELETE FROM search_page_terms WHERE space_id = $1', [spaceId]);
      await tx.query('DELETE FROM search_sections WHERE space_id = $1', [spaceId]);
      await tx.query('DELETE FROM search_pages WHERE space_id = $1', [spaceId]);
    },
    search: (query) => search(pool, query),
    searchSpaces: async (query) => {
      lanes.searchesInFlight += 1;
      try {
        return await searchSpaces(pool, lanes, query);
      } finally {
        lanes.searchesInFlight -= 1;
      }
    },
    // After thousands of new rows, what autovacuum would do some time later (never, where it
    // is off), done now: VACUUM marks the new rows visible to every transaction (hint bits,
    // visibility map), which every search would otherwise work out row by row, merges the
    // GIN indexes' pending
    // lists (new entries every search scans in full, fastupdate being much faster for bulk
    // writes); ANALYZE gives the planner the new rows, to choose between the GIN index and a
    // scan of the space. search_sections is only read by primary key. search_page_terms is
    // read with index-only scans, which need the visibility map VACUUM sets.
    afterRebuild: async () => {
      await pool.query('VACUUM (ANALYZE) search_pages');
      await pool.query('VACUUM (ANALYZE) search_page_terms');
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
    await tx.query('DELETE FROM search_page_terms WHERE space_id = $1 AND page_id = ANY($2::text[])', [spaceId, replaced]);
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
  // The page rows, and the rows of search_page_terms computed from their documents (see
  // TERM_RANK), in one statement.
  await tx.query(
    `WITH inserted AS (
       INSERT INTO search_pages (space_id, page_id, title, title_folded, document)
     SELECT $1, p.page_id, p.title, lower(unaccent(p.title)),
            setweight(to_tsvector($2::regconfig, p.title), 'A')
              || setweight(to_tsvector($2::regconfig, p.headings), 'B')
              || setweight(to_tsvector($2::regconfig, p.prose), 'C')
              || setweight(to_tsvector($2::regconfig, p.code), 'D')
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS p(page_id, title, headings, prose, code)
       RETURNING space_id, page_id, document
     )
     INSERT INTO search_page_terms (space_id, page_id, lexeme, rank)
     SELECT p.space_id, p.page_id, l.lexeme, ${TERM_RANK}
       FROM inserted p
      CROSS JOIN LATERAL (SELECT lexeme, ${quotedLexeme('lexeme')} AS term FROM unnest(tsvector_to_array(ts_filter(p.document, '{a,b}'))) AS lexeme) l`,
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

/** A lexeme column as a tsquery operand: quoted, its backslashes and quotes escaped. */
const quotedLexeme = (column: string): string => `'''' || replace(replace(${column}, '\\', '\\\\'), '''', '''''') || ''''`;

/** `any_term`: the words of `text` as `config` analyses them, joined by OR (a tsquery). */
const anyTermOf = (config: string, text: string): string => `(SELECT coalesce(string_agg(${quotedLexeme('lexeme')}, ' | '), '')::tsquery
                FROM unnest(tsvector_to_array(to_tsvector(${config}, ${text}))) AS lexeme)`;

/**
 * The rank a search for one word (`l.term`, a quoted lexeme) gives page `p`: the expression
 * TEXT_SEARCH and MULTI_SPACE_TEXT_SEARCH compute for a one-word query (its `in_title` is the
 * word at weight A, its `any_term` the word), so the same `real`. Stored per title and heading
 * word in search_page_terms.
 */
const TERM_RANK = `((p.document @@ (l.term || ':A')::tsquery)::int + ts_rank('${RANK_WEIGHTS}', p.document, l.term::tsquery, 32))::real`;

// ts_headline's snippet: up to two fragments of about 12..32 words around the matches, between
// markers no indexed text contains (sections.ts drops control characters), which become
// <mark> once the text around them is HTML-escaped.
const MARK_START = '\u0002';
const MARK_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=32, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The body of a CROSS JOIN LATERAL giving `sections`: the best `limit` sections of page
 * `h.page_id` of space `spaceId` that hold any word of `q.any_term` (by ts_rank, then position),
 * each as [anchor, title, snippet], the snippet by ts_headline with `headlineOptions`.
 */
const bestSectionsOf = (p: { config: string; spaceId: string; headlineOptions: string; limit: string }): string => `SELECT coalesce(json_agg(json_build_array(s.anchor, s.title, ts_headline(${p.config}, s.body, q.any_term, ${p.headlineOptions}))
                                ORDER BY s.score DESC, s.position), '[]'::json) AS sections
         FROM (SELECT s.anchor, s.title, s.body, s.position, ts_rank('${RANK_WEIGHTS}', s.document, q.any_term) AS score
                 FROM search_sections s
                WHERE s.space_id = ${p.spaceId} AND s.page_id = h.page_id AND s.document @@ q.any_term
                ORDER BY score DESC, s.position
                LIMIT ${p.limit}) s`;

/** `query` with each of its words restricted to weight A (the title), for the title match. */
const titleQueryOf = (query: string): string => `regexp_replace(${query}::text, '''(?:[^'']|'''')*''', '\\&:A', 'g')::tsquery`;

/**
 * The first CTEs of the statements over many spaces: `wanted`, the spaces ($1) with their text
 * search configurations ($2), and `typed`, the user's text ($3) read once per distinct configuration.
 */
const WANTED_SPACES_AND_QUERIES = `WITH wanted AS (
      SELECT w.space_id, w.config::regconfig AS config FROM unnest($1::text[], $2::text[]) AS w(space_id, config)
    ), typed AS (
      SELECT c.config, websearch_to_tsquery(c.config, $3) AS query FROM (SELECT DISTINCT config FROM wanted) c
    )`;

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
             ${titleQueryOf('query')} AS in_title,
             ${anyTermOf('$2::regconfig', '$3')} AS any_term
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
               ${bestSectionsOf({ config: '$2::regconfig', spaceId: '$1', headlineOptions: '$8', limit: '$7' })}
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
    ${WANTED_SPACES_AND_QUERIES}, q AS (
      SELECT t.config, t.query,
             ${titleQueryOf('t.query')} AS in_title,
             ${anyTermOf('t.config', '$3')} AS any_term
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
       ${bestSectionsOf({ config: 'h.config', spaceId: 'h.space_id', headlineOptions: '$6', limit: '$5' })}
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

// --- Organization-wide search: the best pages by their title and heading words -------------
//
// MULTI_SPACE_TEXT_SEARCH ranks every page that matches before it keeps one keyset page: a
// common word matches most of 100,000 pages, and reading their documents is the cost. The
// pages that rank first are the ones with the query's words in their title or headings, and
// search_page_terms lists exactly those (one row per title and heading word of a page, with
// the rank a search for that word alone gives it, TERM_RANK). A page none of whose query words
// is in its title or headings ranks below a bound (BODY_WORD_BOUND), so when enough listed
// pages rank above what any other page can reach, they are the answer, and the same answer
// as MULTI_SPACE_TEXT_SEARCH's, exactly:
// - one word: the rank of a page is the row's, and each space's best rows after the cursor come
//   from the index on (space_id, lexeme, rank desc);
// - two words: the rows of the query's words are added up per page into a bound of its rank
//   (its words in the title or headings with their own share, the others with the most a word
//   can weigh outside them), the pages whose bounds reach the answer are ranked from their
//   documents as MULTI_SPACE_TEXT_SEARCH ranks them, and they are the answer when `limit` + 1
//   of them after the cursor rank above the bound of every page not ranked.
// Anything else (three words or more, a query with a NOT, a page of results reaching pages whose
// words are all in the body, fewer than `limit` + 1 results in all, more than MOST_RANKED pages
// to rank) is answered by MULTI_SPACE_TEXT_SEARCH.

/**
 * The most a query word with no position of weight A or B in a page (no search_page_terms row)
 * adds to ts_rank's sum. PostgreSQL's calc_rank_or gives a word
 * (w_m + Σ_{j≠m} w_j / (j + 1)²) / 1.64493406685 over its positions j in the page (a tsvector
 * keeps 256 at most), m being the first position of its greatest weight: here every weight is
 * C (0.2) or D (0.1), and the ones before m are lower than w_m. About 0.2316.
 */
export const BODY_WORD_BOUND = ((): number => {
  const [D, C, POSITIONS] = [0.1, 0.2, 256];
  let best = 0;
  for (let m = 0; m < POSITIONS; m += 1) {
    let sum = C;
    for (let j = 0; j < POSITIONS; j += 1) if (j !== m) sum += (j < m ? D : C) / ((j + 1) * (j + 1));
    best = Math.max(best, sum);
  }
  return best / 1.64493406685;
})();

/**
 * The most ts_rank's share of a word (as BODY_WORD_BOUND) whose positions weigh at most `top`,
 * the ones before the first of weight `top` at most `below`.
 */
const wordBound = (top: number, below: number): number => {
  const POSITIONS = 256;
  let best = 0;
  for (let m = 0; m < POSITIONS; m += 1) {
    let sum = top;
    for (let j = 0; j < POSITIONS; j += 1) if (j !== m) sum += (j < m ? below : top) / ((j + 1) * (j + 1));
    best = Math.max(best, sum);
  }
  return best / 1.64493406685;
};

/**
 * The most a page whose title does not match a two-word query without OR ranks: one of its
 * words at most in its title (weights A 1.0, then B 0.4 below), the other at most in its
 * headings (B 0.4, then C 0.2) or its text (BODY_WORD_BOUND), their mean mapped as
 * normalization 32 maps it. About 0.44: every such page ranks below any page whose title
 * matches (1 and more).
 */
export const TITLELESS_BOUND = ((): number => {
  const mean = (wordBound(1.0, 0.4) + Math.max(wordBound(0.4, 0.2), BODY_WORD_BOUND)) / 2;
  return mean / (1 + mean);
})();

/** Added to every bound: ts_rank computes in single precision. */
const BOUND_MARGIN = 1e-4;

/** Two words: the pages ranked from their documents to find the floor, and at most (MULTI_SPACE_TEXT_SEARCH answers beyond). */
const FIRST_RANKED = 256;
const MOST_RANKED = 4096;

// A quoted lexeme in a tsquery's text.
const QUOTED_LEXEME = `'(?:[^']|'')*'`;

/**
 * How the query reads in each analysis: its words (lexemes), whether it is one word, and
 * whether the shortcut applies: only words and the operators AND, OR and FOLLOWED BY (no NOT,
 * which a page without the words matches), and the same words as `any_term`'s.
 */
const SEARCH_PLAN = {
  name: 'content.search-plan.v1',
  text: `
    SELECT c.config, t.lexemes, numnode(t.query) = 1 AS single,
           cardinality(t.lexemes) > 0
             AND regexp_replace(t.query::text, '${QUOTED_LEXEME.replaceAll("'", "''")}', '', 'g') ~ '^[ &|()<>0-9-]*$'
             AND ARRAY(SELECT DISTINCT m[1] FROM regexp_matches(t.query::text, '(${QUOTED_LEXEME.replaceAll("'", "''")})', 'g') AS m ORDER BY 1)
               = ARRAY(SELECT DISTINCT ${quotedLexeme('lexeme')} FROM unnest(t.lexemes) AS lexeme ORDER BY 1) AS eligible
      FROM unnest($1::text[]) AS c(config)
     CROSS JOIN LATERAL (
       SELECT websearch_to_tsquery(c.config::regconfig, $2) AS query, tsvector_to_array(to_tsvector(c.config::regconfig, $2)) AS lexemes
     ) t`,
};

/** One word: each space's best rows of search_page_terms after the cursor, then the best of them all. */
const ONE_WORD_SEARCH = {
  name: 'content.search-word-spaces.v1',
  text: `
    SELECT coalesce(json_agg(json_build_array(h.space_id, h.page_id, h.rank) ORDER BY h.rank DESC, h.space_id COLLATE "C", h.page_id COLLATE "C"), '[]'::json) AS hits
      FROM (
        SELECT w.space_id, t.page_id, t.rank
          FROM unnest($1::text[], $2::text[]) AS w(space_id, lexeme)
         CROSS JOIN LATERAL (
           SELECT t.page_id, t.rank FROM search_page_terms t
            WHERE t.space_id = w.space_id AND t.lexeme = w.lexeme AND t.rank <= coalesce($4::real, 'Infinity')
              AND ($4::real IS NULL OR t.rank < $4::real
                   OR (w.space_id COLLATE "C" > $5::text OR (w.space_id = $5::text AND t.page_id COLLATE "C" > $6::text)))
            ORDER BY t.rank DESC, t.page_id COLLATE "C"
            LIMIT $3
         ) t
         ORDER BY t.rank DESC, w.space_id COLLATE "C", t.page_id COLLATE "C"
         LIMIT $3
      ) h`,
};

/**
 * The query of a search by title and heading words, per analysis: the typed query, its title
 * query, any of its words, its lexemes, and whether it has an OR (WORDS_SEARCH,
 * TITLE_WORDS_SEARCH).
 */
const WORDS_QUERY = `q AS (
      SELECT t.config, t.query,
             ${titleQueryOf('t.query')} AS in_title,
             (SELECT coalesce(string_agg(${quotedLexeme('lexeme')}, ' | '), '')::tsquery FROM unnest(l.lexemes) AS lexeme) AS any_term,
             l.lexemes,
             strpos(regexp_replace(t.query::text, '''(?:[^'']|'''')*''', '', 'g'), '|') > 0 AS any_of
        FROM typed t
       CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector(t.config, $3)) AS lexemes) l
    )`;

/**
 * From the `bounded` pages (space, page, config, bound) on, what WORDS_SEARCH and
 * TITLE_WORDS_SEARCH share: the best $8 bounds ranked from their documents give the floor,
 * every page whose bound reaches it is ranked (unless more than `maxRanked`), and the answer is
 * the best $4 after the cursor ($5..$7) ranking above every bound left and above $11.
 */
const rankBoundedPages = (maxRanked: string): string => `top AS MATERIALIZED (
      SELECT * FROM bounded ORDER BY bound DESC LIMIT $8
    ), first AS MATERIALIZED (
      SELECT ((p.document @@ q.in_title)::int + ts_rank('${RANK_WEIGHTS}', p.document, q.any_term, 32))::real AS rank, b.space_id, b.page_id
        FROM top b
        JOIN q ON q.config = b.config
        JOIN search_pages p ON p.space_id = b.space_id AND p.page_id = b.page_id
       WHERE p.document @@ q.query
    ), floor AS MATERIALIZED (
      SELECT (SELECT f.rank FROM first f
               WHERE $5::real IS NULL OR f.rank < $5::real
                     OR (f.rank = $5::real AND (f.space_id COLLATE "C" > $6::text OR (f.space_id = $6::text AND f.page_id COLLATE "C" > $7::text)))
               ORDER BY f.rank DESC OFFSET $4 - 1 LIMIT 1) AS rank
    ), cut AS MATERIALIZED (
      -- A first-ranked page's bound below the floor: every page not among them is below it too
      -- (their bounds are lower still), so the chosen pages and the highest bound left are
      -- among the first ranked, and the other bounds need not be read again.
      SELECT floor.rank IS NOT NULL AND (SELECT min(t.bound) FROM top t) < floor.rank AS inside FROM floor
    ), chosen AS MATERIALIZED (
      SELECT b.* FROM top b, floor WHERE (SELECT inside FROM cut) AND b.bound >= floor.rank
      UNION ALL
      SELECT b.* FROM bounded b, floor WHERE NOT (SELECT inside FROM cut) AND (floor.rank IS NULL OR b.bound >= floor.rank)
    ), ranked AS (
      -- The chosen pages among the first ranked keep their rank; only the others are read again.
      SELECT f.space_id, f.page_id, f.rank
        FROM chosen c
        JOIN first f ON f.space_id = c.space_id AND f.page_id = c.page_id
       WHERE (SELECT count(*) FROM chosen) <= ${maxRanked}
      UNION ALL
      SELECT c.space_id, c.page_id,
             ((p.document @@ q.in_title)::int + ts_rank('${RANK_WEIGHTS}', p.document, q.any_term, 32))::real AS rank
        FROM chosen c
        JOIN q ON q.config = c.config
        JOIN search_pages p ON p.space_id = c.space_id AND p.page_id = c.page_id
       WHERE (SELECT count(*) FROM chosen) <= ${maxRanked} AND p.document @@ q.query
         AND NOT EXISTS (SELECT 1 FROM top b WHERE b.space_id = c.space_id AND b.page_id = c.page_id)
    ), rest AS MATERIALIZED (
      SELECT greatest(CASE WHEN cut.inside THEN (SELECT max(t.bound) FROM top t WHERE t.bound < floor.rank)
                           ELSE (SELECT max(b.bound) FROM bounded b WHERE b.bound < floor.rank) END, $11::float8) AS bound
        FROM floor, cut
    )
    SELECT (SELECT count(*)::int FROM chosen) AS ranked,
           (SELECT bound FROM rest) AS rest,
           (SELECT coalesce(json_agg(json_build_array(h.space_id, h.page_id, h.rank) ORDER BY h.rank DESC, h.space_id COLLATE "C", h.page_id COLLATE "C"), '[]'::json)
              FROM (SELECT r.* FROM ranked r, rest
                     WHERE r.rank > rest.bound
                       AND ($5::real IS NULL OR r.rank < $5::real
                            OR (r.rank = $5::real AND (r.space_id COLLATE "C" > $6::text OR (r.space_id = $6::text AND r.page_id COLLATE "C" > $7::text))))
                     ORDER BY r.rank DESC, r.space_id COLLATE "C", r.page_id COLLATE "C"
                     LIMIT $4) h) AS hits`;

/**
 * Several words: `heads` adds up the query words' rows per page; `bounded` gives each such page
 * a bound of its rank: 1 when the title can match the query (every word in the title, or one
 * of them for a query with OR), plus ts_rank's mean of the words, the listed ones with their own
 * share (from their one-word rank r: r / (1 - r) once the title's 1 is taken off), the others
 * with BODY_WORD_BOUND ($9), mapped into [0, 1) as ts_rank's normalization 32 does, plus the
 * margin ($10). The $8 pages with the highest bounds are ranked from their documents exactly as
 * MULTI_SPACE_TEXT_SEARCH ranks (`first`): the $4th best of them after the cursor is a floor of
 * the answer's last rank, and every page whose bound reaches it is ranked (`ranked`, unless
 * more than $12). The answer is the best $4 after the cursor that rank above every bound left
 * (the highest bound below the floor, and $11, what a page with no listed word reaches).
 */
const WORDS_SEARCH = {
  name: 'content.search-words-spaces.v1',
  text: `
    ${WANTED_SPACES_AND_QUERIES}, ${WORDS_QUERY}, heads AS (
      SELECT t.space_id, t.page_id, w.config,
             sum((t.rank - (t.rank >= 1)::int)::float8 / (1 - (t.rank - (t.rank >= 1)::int)::float8)) AS share,
             count(*) AS words,
             count(*) FILTER (WHERE t.rank >= 1) AS title_words
        FROM wanted w
        JOIN q ON q.config = w.config
        JOIN search_page_terms t ON t.space_id = w.space_id AND t.lexeme = ANY(q.lexemes)
       GROUP BY t.space_id, t.page_id, w.config
    ), bounded AS MATERIALIZED (
      SELECT h.space_id, h.page_id, h.config,
             (CASE WHEN q.any_of THEN h.title_words > 0 ELSE h.title_words = cardinality(q.lexemes) END)::int
               + m.mean / (1 + m.mean) + $10::float8 AS bound
        FROM heads h
        JOIN q ON q.config = h.config
       CROSS JOIN LATERAL (SELECT (h.share + (cardinality(q.lexemes) - h.words) * $9::float8) / cardinality(q.lexemes) AS mean) m
    ), ${rankBoundedPages('$12')}`,
};

/**
 * Two words that must both be in the page (no OR), when the answer is pages whose title matches
 * the query: those rank 1 and more, every other page below 1 (TITLELESS_BOUND). A page whose
 * title matches has both words in its title, so a search_page_terms row of rank 1 or more for
 * each: `driver` is, for each analysis, the word with fewer such rows in the spaces searched
 * (counted up to $12: beyond, no answer), and `tier` its title rows with the other word's title
 * row, read by primary key. That holds every page whose title can match, without reading the
 * rows of a word in most titles. Their bounds, floor, ranking and answer are WORDS_SEARCH's,
 * with TITLELESS_BOUND ($11) as what every page outside the tier reaches: the answer is the
 * best $4 ranked pages after the cursor when that many rank above it and above the bounds of
 * the tier's pages not ranked.
 */
const TITLE_WORDS_SEARCH = {
  name: 'content.search-title-words-spaces.v1',
  text: `
    ${WANTED_SPACES_AND_QUERIES}, ${WORDS_QUERY}, counted AS MATERIALIZED (
      SELECT q.config, d.lexeme, d.other,
             (SELECT count(*) FROM (SELECT 1 FROM wanted w
                                      JOIN search_page_terms t ON t.space_id = w.space_id AND t.lexeme = d.lexeme AND t.rank >= 1
                                     WHERE w.config = q.config LIMIT $12) x) AS title_rows
        FROM q
       CROSS JOIN LATERAL (VALUES (q.lexemes[1], q.lexemes[2]), (q.lexemes[2], q.lexemes[1])) AS d(lexeme, other)
       WHERE cardinality(q.lexemes) = 2 AND NOT q.any_of
    ), driver AS MATERIALIZED (
      SELECT DISTINCT ON (c.config) c.config, c.lexeme, c.other, c.title_rows
        FROM counted c ORDER BY c.config, c.title_rows, c.lexeme COLLATE "C"
    ), usable AS MATERIALIZED (
      -- Every analysis has its two words, in fewer than $12 titles, and the tier can hold $4 pages.
      SELECT (SELECT count(*) FROM driver WHERE title_rows < $12) = (SELECT count(*) FROM q)
             AND (SELECT sum(title_rows) FROM driver) >= $4 AS ok
    ), tier AS MATERIALIZED (
      -- The other word's title row of the page (a subquery: the page and word are the index's condition).
      SELECT t.space_id, t.page_id, w.config, t.rank,
             (SELECT o.rank FROM search_page_terms o
               WHERE o.space_id = t.space_id AND o.page_id = t.page_id AND o.lexeme = d.other AND o.rank >= 1) AS other_rank
        FROM usable, driver d
        JOIN wanted w ON w.config = d.config
        JOIN search_page_terms t ON t.space_id = w.space_id AND t.lexeme = d.lexeme AND t.rank >= 1
       WHERE usable.ok
    ), bounded AS MATERIALIZED (
      SELECT t.space_id, t.page_id, t.config,
             1 + m.mean / (1 + m.mean) + $10::float8 AS bound
        FROM tier t
       CROSS JOIN LATERAL (SELECT ((t.rank - 1)::float8 / (2 - t.rank::float8) + (t.other_rank - 1)::float8 / (2 - t.other_rank::float8)) / 2 AS mean) m
       WHERE t.other_rank >= 1
    ), ${rankBoundedPages('$9')}`,
};

/** The best sections of the pages found (in their order), with snippets, as MULTI_SPACE_TEXT_SEARCH gives them. */
const PAGE_SECTIONS = {
  name: 'content.search-page-sections.v1',
  text: `
    WITH hits AS (
      SELECT h.space_id, h.page_id, h.config::regconfig AS config, h.ord
        FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS h(space_id, page_id, config, ord)
    ), q AS (
      SELECT c.config,
             ${anyTermOf('c.config', '$4')} AS any_term
        FROM (SELECT DISTINCT config FROM hits) c
    )
    SELECT coalesce(json_agg(top.sections ORDER BY h.ord), '[]'::json) AS sections
      FROM hits h
      JOIN q ON q.config = h.config
     CROSS JOIN LATERAL (
       ${bestSectionsOf({ config: 'h.config', spaceId: 'h.space_id', headlineOptions: '$6', limit: '$5' })}
     ) top`,
};

type RankedRow = [spaceId: string, pageId: string, rank: number];
type PlanRow = { config: string; lexemes: string[]; single: boolean; eligible: boolean };

/**
 * The `limit` + 1 best pages after the cursor, by their title and heading words (see above),
 * or undefined when MULTI_SPACE_TEXT_SEARCH must answer.
 */
async function bestPagesByWords(pool: pg.Pool, lanes: Lanes, query: MultiSpaceSearchQuery, configs: string[], after: MultiSpaceCursor | undefined): Promise<RankedRow[] | undefined> {
  const distinct = [...new Set(configs)];
  const plans = await planOf(pool, lanes, distinct, query.text);
  if (!plans.every((plan) => plan.eligible)) return undefined;
  const wanted = query.limit + 1;
  const spaceIds = query.spaces.map((space) => space.spaceId);
  const cursor = [after?.r ?? null, after?.s ?? null, after?.p ?? null];
  if (plans.every((plan) => plan.single)) {
    const lexemeOf = new Map(plans.map((plan) => [plan.config, plan.lexemes[0]]));
    const { rows } = await pool.query<{ hits: RankedRow[] }>({ ...ONE_WORD_SEARCH, values: [spaceIds, configs.map((config) => lexemeOf.get(config)), wanted, ...cursor] });
    // Fewer: the next pages have none of the words in their title or headings.
    return rows[0].hits.length === wanted ? rows[0].hits : undefined;
  }
  // Three words or more: few pages have them all, and ranking those is cheaper than bounding
  // every page with one of them in its title or headings.
  if (plans.some((plan) => plan.lexemes.length > 2)) return undefined;
  // Both words in the page: the pages whose title matches come first, found from the title
  // rows of the word in fewer titles; when they are not enough, every page with a word listed.
  // With connections to spare, the second statement starts at once (it is usually the answer),
  // its spaces split in two halves run side by side (wordsInHalves); otherwise one statement
  // after the other, the second only when the first does not answer.
  const titleWords = async () =>
    (
      await pool.query<WordsRow>({
        ...TITLE_WORDS_SEARCH,
        values: [spaceIds, configs, query.text, wanted, ...cursor, FIRST_RANKED, MOST_RANKED, BOUND_MARGIN, TITLELESS_BOUND + BOUND_MARGIN, MOST_RANKED],
      })
    ).rows[0];
  const words = async (ids: string[], configsOfIds: string[]) =>
    (
      await pool.query<WordsRow>({
        ...WORDS_SEARCH,
        values: [ids, configsOfIds, query.text, wanted, ...cursor, FIRST_RANKED, BODY_WORD_BOUND, BOUND_MARGIN, unlistedBound(), MOST_RANKED],
      })
    ).rows[0];
  const early = hasSpareConnection(pool, lanes) ? wordsInHalves(spaceIds, configs, words, wanted) : undefined;
  // Not awaited when the title statement answers: its failure then changes nothing.
  early?.catch(() => undefined);
  const titled = await titleWords();
  if (titled.hits.length === wanted) return titled.hits;
  const halves = early ? await early : undefined;
  if (halves === NO_ANSWER) return undefined;
  if (halves) return halves;
  const whole = await words(spaceIds, configs);
  // Fewer: pages with none of the words in their title or headings, or more than MOST_RANKED
  // to rank, come next.
  return whole.hits.length === wanted ? whole.hits : undefined;
}

/** What WORDS_SEARCH and TITLE_WORDS_SEARCH answer. */
type WordsRow = { ranked: number; rest: number; hits: RankedRow[] };

/** mergeHalves: the statement over every space would not answer either (fewer pages than asked rank above what any other page can reach). */
const NO_ANSWER = 'none';

/**
 * WORDS_SEARCH over the spaces split in two halves (every other space), both at once: the best
 * `wanted` pages of the two answers (mergeHalves), NO_ANSWER, or undefined when they cannot be
 * told from them, and then the whole statement answers.
 */
async function wordsInHalves(
  spaceIds: string[],
  configs: string[],
  words: (ids: string[], configsOfIds: string[]) => Promise<WordsRow>,
  wanted: number,
): Promise<RankedRow[] | typeof NO_ANSWER | undefined> {
  if (spaceIds.length < 2) {
    const whole = await words(spaceIds, configs);
    return whole.hits.length === wanted ? whole.hits : NO_ANSWER;
  }
  const half = (parity: number) => words(spaceIds.filter((_, index) => index % 2 === parity), configs.filter((_, index) => index % 2 === parity));
  return mergeHalves(await Promise.all([half(0), half(1)]), wanted, unlistedBound());
}

/** Ranks as the statements order them: rank descending, then space and page id bytewise (COLLATE "C"). */
const byRank = (a: RankedRow, b: RankedRow): number => b[2] - a[2] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0) || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/** A rank's float4 written as JSON and read back as a double is within this of the value SQL compared. */
const RANK_TEXT_ROUNDING = 1e-6;

/**
 * The best `wanted` pages of the answers of WORDS_SEARCH over disjoint sets of spaces, when they
 * are the answer over all of them. Each answer holds its best pages after the cursor that rank
 * above its `rest` (the most a page it did not rank can reach), at most `wanted`: a set that
 * answered `wanted` pages has no other page above its last; one that answered fewer has none
 * above its `rest`, which must then be below the last page kept (by more than the ranks'
 * rounding), and must have ranked its pages (no more than MOST_RANKED). Otherwise undefined,
 * or NO_ANSWER when fewer than `wanted` pages rank above `unlisted` in all (what a page with
 * none of the words listed reaches): every set ranked every page above it, so the statement
 * over all the spaces, whose `rest` is `unlisted` at least, would answer fewer too.
 */
export function mergeHalves(halves: WordsRow[], wanted: number, unlisted: number): RankedRow[] | typeof NO_ANSWER | undefined {
  const best = halves
    .flatMap((half) => half.hits)
    .sort(byRank)
    .slice(0, wanted);
  if (best.length < wanted) return halves.every((half) => half.ranked <= MOST_RANKED && half.rest <= unlisted) ? NO_ANSWER : undefined;
  const last = best[wanted - 1][2];
  const proven = halves.every((half) => half.hits.length === wanted || (half.ranked <= MOST_RANKED && last > half.rest + RANK_TEXT_ROUNDING));
  return proven ? best : undefined;
}

/**
 * What an engine keeps between searches: whether statements of one search may run side by side,
 * how many searches run now, and the plans of recent queries (planOf).
 */
type Lanes = { parallel: boolean; searchesInFlight: number; plans: Map<string, PlanRow[]> };

/** Query plans kept (a plan is a few lexemes; the key is the query, at most MAX_QUERY_CHARS). */
const MAX_KEPT_PLANS = 1000;

/**
 * SEARCH_PLAN of a query in the given analyses, kept per (analyses, text): it reads no table,
 * only the text search configurations, which change only with a migration (a restart).
 */
async function planOf(pool: pg.Pool, lanes: Lanes, configs: string[], text: string): Promise<PlanRow[]> {
  const key = `${configs.join(',')}\u0000${text}`;
  const kept = lanes.plans.get(key);
  if (kept) return kept;
  const { rows } = await pool.query<PlanRow>({ ...SEARCH_PLAN, values: [configs, text] });
  if (lanes.plans.size >= MAX_KEPT_PLANS) lanes.plans.delete(lanes.plans.keys().next().value as string);
  lanes.plans.set(key, rows);
  return rows;
}

/**
 * Whether a search may run statements on other connections at the same time as its first: only
 * when it is the only search of the engine running, a connection of the pool is idle and no
 * query waits for one. A lone search then uses cores the database would leave idle; under load
 * (other searches, every connection busy) nothing runs side by side and no statement is started
 * before the one before it failed to answer.
 */
function hasSpareConnection(pool: pg.Pool, lanes: Lanes): boolean {
  return lanes.parallel && lanes.searchesInFlight === 1 && pool.idleCount > 0 && pool.waitingCount === 0;
}

/** The most a page with none of the query's words in its title or headings ranks, with the margin. */
const unlistedBound = (): number => BODY_WORD_BOUND / (1 + BODY_WORD_BOUND) + BOUND_MARGIN;

/**
 * The hits with their best sections and snippets. With a connection to spare, the second half
 * of the hits is read on it at the same time (ts_headline over every section is most of the
 * cost, and it is per page).
 */
async function withSections(pool: pg.Pool, lanes: Lanes, query: MultiSpaceSearchQuery, configOfSpace: Map<string, string>, found: RankedRow[]): Promise<MultiSpaceHitRow[]> {
  if (found.length === 0) return [];
  const sectionsOf = async (part: RankedRow[]) => {
    const { rows } = await pool.query<{ sections: MultiSpaceHitRow[3][] }>({
      ...PAGE_SECTIONS,
      values: [part.map(([spaceId]) => spaceId), part.map(([, pageId]) => pageId), part.map(([spaceId]) => configOfSpace.get(spaceId)), query.text, query.sectionsPerPage, HEADLINE_OPTIONS],
    });
    return rows[0].sections;
  };
  const half = Math.ceil(found.length / 2);
  const sections =
    found.length > 1 && hasSpareConnection(pool, lanes)
      ? (await Promise.all([sectionsOf(found.slice(0, half)), sectionsOf(found.slice(half))])).flat()
      : await sectionsOf(found);
  return found.map(([spaceId, pageId, rank], index) => [spaceId, pageId, rank, sections[index]]);
}

type MultiSpaceHitRow = [spaceId: string, pageId: string, rank: number, sections: [anchor: string | null, title: string, snippet: string][]];

/** The cursor of a search over several spaces: as ZSearchCursor, with the last hit's space id. */
const ZMultiSpaceCursor = ZSearchCursor.extend({ s: z.string().min(1).max(64) });
type MultiSpaceCursor = z.infer<typeof ZMultiSpaceCursor>;

async function searchSpaces(pool: pg.Pool, lanes: Lanes, query: MultiSpaceSearchQuery): Promise<MultiSpaceSearchPage> {
  const after = decodeCursor(query.after, ZMultiSpaceCursor);
  if (query.spaces.length === 0) return { hits: [] };
  const spaceIds = query.spaces.map((space) => space.spaceId);
  const configs = query.spaces.map((space) => configOf(space.analysis));
  if (after?.m !== 'title') {
    // The pages with the query's words in their title or headings, when they are the answer.
    const best = await bestPagesByWords(pool, lanes, query, configs, after);
    if (best) {
      query.onFound?.(best.slice(0, query.limit).map(([spaceId, pageId]) => ({ spaceId, pageId })));
      const configOfSpace = new Map(spaceIds.map((spaceId, index) => [spaceId, configs[index]]));
      const kept = await withSections(pool, lanes, query, configOfSpace, best.slice(0, query.limit));
      return multiSpacePageOf([...kept, ...best.slice(query.limit).map(([spaceId, pageId, rank]): MultiSpaceHitRow => [spaceId, pageId, rank, []])], query.limit, 'text');
    }
    const { rows } = await pool.query<{ hits: MultiSpaceHitRow[] }>({
      ...MULTI_SPACE_TEXT_SEARCH,
      values: [
        spaceIds,
        configs,
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
