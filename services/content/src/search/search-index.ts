import type pg from 'pg';
import type { SearchAnalysis } from './languages';
import type { PageSection } from './sections';

/**
 * The boundary between Quire and the engine that stores and queries the search index
 * (docs/search.md). Everything on Quire's side of it stays the same whatever the engine:
 * which revision each space's index holds and how it catches up (`search_spaces`,
 * commands/space-indexer.ts), splitting pages into sections (sections.ts), access checks,
 * and turning hits into GitBook's `SearchPageResult` with paths, URLs and ancestors from the
 * revision's table of contents (presenter.ts). The engine only stores text by
 * (space, page) and answers ranked page ids with section snippets.
 *
 * The PostgreSQL implementation (postgres-search-index.ts) writes inside the indexer's
 * transaction (`tx`), so the index and the indexed revision move together. An external
 * engine ignores `tx`: its writes land before the transaction commits, and a crash between
 * the two leaves it ahead of `search_spaces`, which the next catch-up repairs by writing the
 * same pages again (writes are idempotent: a page is replaced by id).
 */
export interface SearchIndex {
  /** Replaces the indexed text of `put` pages (by id) and forgets `remove`; both may be empty. */
  write(tx: pg.ClientBase, batch: IndexBatch): Promise<void>;
  /** Forgets every page of a space. */
  removeSpace(tx: pg.ClientBase, spaceId: string): Promise<void>;
  /**
   * Called after a large space was rebuilt from scratch (committed): thousands of pages
   * changed at once, and the engine may refresh what it plans queries with.
   */
  afterRebuild(): Promise<void>;
  /** One page of the pages matching `text`, best first; the engine's own cursor in `after`/`next`. */
  search(query: SearchQuery): Promise<SearchResultPage>;
  /**
   * One page of the pages matching `text` over several spaces at once (each read with its own
   * analysis), best first, ranked as `search` ranks them; the engine's own cursor in
   * `after`/`next`.
   */
  searchSpaces(query: MultiSpaceSearchQuery): Promise<MultiSpaceSearchPage>;
}

export type MultiSpaceSearchQuery = Omit<SearchQuery, 'spaceId' | 'analysis'> & {
  /** The spaces and the analysis each one's pages were indexed with. */
  spaces: { spaceId: string; analysis: SearchAnalysis }[];
  /**
   * Told the pages of the answer, in its order, once they are known and before their snippets
   * are read (when those are read apart), so that the caller reads what it presents them with
   * meanwhile.
   */
  onFound?: (found: { spaceId: string; pageId: string }[]) => void;
};

/** A hit of a search over several spaces: its space and its rank (higher is better). */
export type MultiSpaceSearchHit = SearchHit & { spaceId: string; score: number };

export type MultiSpaceSearchPage = {
  hits: MultiSpaceSearchHit[];
  /** The cursor of the next page; absent on the last page. */
  next?: string;
};

/** A document page of a revision, split into its sections. */
export type IndexedPage = { pageId: string; title: string; sections: PageSection[] };

export type IndexBatch = {
  spaceId: string;
  /** The text analysis of every page of the batch (the space's language). */
  analysis: SearchAnalysis;
  put: IndexedPage[];
  remove: string[];
};

export type SearchQuery = {
  spaceId: string;
  /** The analysis the space's pages were indexed with. */
  analysis: SearchAnalysis;
  /** What the user typed (1..512 characters, not only whitespace). Never a syntax error. */
  text: string;
  limit: number;
  /** The opaque cursor of the previous page (`next` of the previous result). */
  after?: string;
  /** Most sections per page (best first). */
  sectionsPerPage: number;
};

export type SearchHitSection = {
  /** The heading's anchor; null for the text before the first heading. */
  anchor: string | null;
  title: string;
  /** A snippet of the section's text, HTML-escaped, matched words in <mark> elements. */
  snippet: string;
};

export type SearchHit = { pageId: string; sections: SearchHitSection[] };

export type SearchResultPage = {
  hits: SearchHit[];
  /** How many pages match in all (every page of results). */
  count: number;
  /** The cursor of the next page; absent on the last page. */
  next?: string;
};
