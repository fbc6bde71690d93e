import type pg from 'pg';
/** The ids a page's Markdown includes. */
export declare function includedReusableIds(markdown: string): string[];
/**
 * The Markdown with each `reusable-content` block replaced by the Markdown of what it includes
 * (`markdownOf`), nested ones too down to MAX_REUSABLE_DEPTH; a missing one or a cycle is
 * left out.
 */
export declare function expandReusableMarkdown(markdown: string, markdownOf: (id: string) => string | undefined, within?: string[]): string;
/**
 * Of the given bodies (by hash), those that include one of the reusable contents `ids`: one
 * query, done only when a revision changed reusable contents. The JSON is written as
 * comments.ts writes it (`--` as `-\u002d`).
 */
export declare function bodiesIncluding(pool: pg.Pool | pg.PoolClient, hashes: readonly string[], ids: readonly string[]): Promise<Set<string>>;
