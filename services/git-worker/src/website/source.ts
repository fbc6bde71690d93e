import type { StoredImage } from './images';

/** One page read from the source, before it is placed in the tree and written. */
export type SourcePage = {
  /** The page's key in the run: its URL (website) or file id (files). */
  key: string;
  /** Website pages: the URL, which places the page in the tree (urls.ts treePathOf). */
  url?: URL;
  /** The crawl's start page: the first top-level page, never a parent (assemble.ts). */
  start?: boolean;
  title: string;
  description?: string;
  /** Empty: content derives it from the title. */
  slug: string;
  /** With `quire-import:page/<key>` and `quire-import:file/<key>` hrefs (assemble.ts resolves them). */
  markdown: string;
};

/** A page of the source that was not imported, and why (docs/outside-sources.md lists the codes). */
export type NotImported = { key: string; status: 'failed' | 'skipped'; code: string; message: string };

export type SourceResult = {
  pages: SourcePage[];
  notImported: NotImported[];
  /** A URL that led to a page of another key (a redirect, a canonical URL), by key. */
  aliases: ReadonlyMap<string, string>;
  images: ReadonlyMap<string, StoredImage>;
  /** The run was cancelled: `pages` are those read before. */
  cancelled: boolean;
};

/** Content's limits on what a page carries. */
export const MAX_TITLE_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 1000;

/**
 * A string cut to at most `max` UTF-16 units (content's limits count those) without splitting
 * a character, on a word boundary when there is one in the last fifth.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = '';
  for (const character of text) {
    if (cut.length + character.length > max) break;
    cut += character;
  }
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
}
