import type pg from 'pg';
import type { SearchIndex } from './search-index';
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
export declare function postgresSearchIndex(pool: pg.Pool): SearchIndex;
/**
 * The most a query word with no position of weight A or B in a page (no search_page_terms row)
 * adds to ts_rank's sum. PostgreSQL's calc_rank_or gives a word
 * (w_m + Σ_{j≠m} w_j / (j + 1)²) / 1.64493406685 over its positions j in the page (a tsvector
 * keeps 256 at most), m being the first position of its greatest weight: here every weight is
 * C (0.2) or D (0.1), and the ones before m are lower than w_m. About 0.2316.
 */
export declare const BODY_WORD_BOUND: number;
/**
 * The most a page whose title does not match a two-word query without OR ranks: one of its
 * words at most in its title (weights A 1.0, then B 0.4 below), the other at most in its
 * headings (B 0.4, then C 0.2) or its text (BODY_WORD_BOUND), their mean mapped as
 * normalization 32 maps it. About 0.44: every such page ranks below any page whose title
 * matches (1 and more).
 */
export declare const TITLELESS_BOUND: number;
/** The snippet as HTML: its text escaped, ts_headline's markers turned into <mark> elements. */
export declare function markSnippet(snippet: string): string;
