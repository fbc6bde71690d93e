import type { JSONDocument } from '@gitbook/api';
import { documentPlainText } from '@quire/documents';
import { conditionHolds } from '@quire/shared';
import type { SpaceTree, TreeNode } from '../content/spaces';
import { PageUrls } from '../pages/navigation';
import { siteSpacePrefix } from '../site/locate';
import type { ReaderSiteSpace } from '../site/sites';
import type { ReaderContext, SiteRequest } from './context';
import { adaptDocument } from './machines';

/** Longest search query (the contract's `query` limit). */
export const MAX_QUERY_LENGTH = 512;

/** Most pages content answers to one search (its SearchSpaces limit). */
const CONTENT_SEARCH_LIMIT = 50;
/**
 * Pages asked beyond `limit`: hidden pages are dropped after content answers, so a few more
 * keep them from eating the slots of visible ones.
 */
const HIDDEN_SLACK = 10;

export type SiteSearchPage = {
  node: TreeNode;
  title: string;
  /** The page's URL path under the origin. */
  href: string;
  /** Titles of the pages above it. */
  ancestors: string[];
  /** Content's rank: higher is better, comparable across the spaces of one search. */
  score: number;
  /** Up to three sections, best first: snippets are HTML-escaped, their only markup `<mark>`. */
  sections: { anchor: string; title?: string; href: string; html: string }[];
};

export type SiteSearchSpace = { siteSpace: ReaderSiteSpace; tree: SpaceTree; pages: SiteSearchPage[] };

/** Whether a block of `document` sits under an `if` whose condition fails for `claims`. */
function hidesBlocks(document: JSONDocument, claims: Record<string, unknown>): boolean {
  const walk = (nodes: unknown): boolean =>
    Array.isArray(nodes) &&
    nodes.some((node) => {
      if (!node || typeof node !== 'object') return false;
      const block = node as { type?: string; data?: { expression?: string }; nodes?: unknown };
      return (block.type === 'if' && !conditionHolds(block.data?.expression ?? null, claims)) || walk(block.nodes);
    });
  return walk(document.nodes);
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const flat = (text: string) => squeeze(text).toLowerCase();
const UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);
/** The fragments of a snippet (ts_headline joins them with ` … `) as plain text. */
const fragmentsOf = (html: string) =>
  unescapeHtml(html.replace(/<\/?mark>/g, ''))
    .split(' … ')
    .map(flat)
    .filter((fragment) => fragment !== '');
/** The words a snippet marks as matches. */
const markedOf = (html: string) => [...html.matchAll(/<mark>(.*?)<\/mark>/g)].map((match) => flat(unescapeHtml(match[1]))).filter((word) => word !== '');

/** Characters of visible text shown before and after the match in a snippet built here. */
const EXCERPT_BEFORE = 80;
const EXCERPT_AFTER = 160;

/** A snippet of `text` around its first `word` (lower case), escaped, the word in `<mark>`. */
function excerpt(text: string, word: string): string {
  const at = text.toLowerCase().indexOf(word);
  let start = Math.max(0, at - EXCERPT_BEFORE);
  let end = Math.min(text.length, at + word.length + EXCERPT_AFTER);
  // Whole words only at both ends.
  const space = start > 0 ? text.indexOf(' ', start) : -1;
  if (space !== -1 && space < at) start = space + 1;
  if (end < text.length) end = Math.max(at + word.length, text.lastIndexOf(' ', end));
  return `${start > 0 ? '… ' : ''}${escapeHtml(text.slice(start, at))}<mark>${escapeHtml(text.slice(at, at + word.length))}</mark>${escapeHtml(text.slice(at + word.length, end))}${end < text.length ? ' …' : ''}`;
}

/**
 * Content's index holds every block of a page, those of `if` blocks included, and knows no
 * visitor. On a page that hides blocks from this visitor, a section is kept only when its
 * title and snippet read in what the visitor sees. When none is left, the page stays only if
 * a word the index matched is in what the visitor sees (its snippet then built here from that
 * text) or in its title: what matched may be what they may not see. Pages without conditional
 * blocks are answered as content found them.
 */
async function withoutHiddenText(context: ReaderContext, request: SiteRequest, tree: SpaceTree, pages: SiteSearchPage[], query: string): Promise<SiteSearchPage[]> {
  if (pages.length === 0) return pages;
  const bodies = await context.content.pageBodies(request.visible.site.organizationId, tree, pages.map((page) => page.node.id));
  const words = flat(query).split(' ');
  return pages.flatMap((page) => {
    const body = bodies.get(page.node.id);
    if (!body) return [];
    if (!hidesBlocks(body.document, request.claims)) return [page];
    const text = squeeze(documentPlainText(adaptDocument(body.document, request.claims)));
    const seen = text.toLowerCase();
    // A section without an anchor is the top of the page, titled with the page's own title.
    const sections = page.sections.filter((section) => (!section.anchor || !section.title || seen.includes(flat(section.title))) && fragmentsOf(section.html).every((fragment) => seen.includes(fragment)));
    if (sections.length > 0) return [{ ...page, sections }];
    const word = page.sections.flatMap((section) => markedOf(section.html)).find((marked) => seen.includes(marked));
    if (word) return [{ ...page, sections: [{ anchor: '', href: page.href, html: excerpt(text, word) }] }];
    return words.some((candidate) => flat(page.title).includes(candidate)) ? [{ ...page, sections: [] }] : [];
  });
}

/**
 * Searches the given site spaces of the visitor's visible site in content's index: at most
 * `limit` pages in all (the best ones), grouped by space in the order content answers. Only
 * document pages of the visible trees: hidden pages (and pages under a hidden one) stay out as
 * they stay out of the navigation, though their URLs keep working. A space published by two
 * site spaces is answered once, with the URLs of the first of them in `rows`.
 */
export async function searchSite(context: ReaderContext, request: SiteRequest, rows: ReaderSiteSpace[], query: string, limit: number): Promise<SiteSearchSpace[]> {
  const { visible, siteRoot, trees } = request;
  const rowBySpace = new Map<string, ReaderSiteSpace>();
  for (const row of rows) if (trees.has(row.spaceId) && !rowBySpace.has(row.spaceId)) rowBySpace.set(row.spaceId, row);
  if (query === '' || rowBySpace.size === 0) return [];

  const found = await context.content.search(visible.site.organizationId, [...rowBySpace.keys()], query, Math.min(CONTENT_SEARCH_LIMIT, limit + HIDDEN_SLACK));
  const answered = await Promise.all(
    found.map(async (space): Promise<SiteSearchSpace | undefined> => {
      const row = rowBySpace.get(space.spaceId);
      const tree = trees.get(space.spaceId);
      if (!row || !tree) return undefined;
      const urls = new PageUrls(`${siteRoot}${siteSpacePrefix(visible, row)}`, tree);
      const reading = new Set(tree.reading);
      const pages: SiteSearchPage[] = [];
      for (const page of space.pages) {
        const node = tree.byId.get(page.pageId);
        if (!node || node.kind !== 'document' || !reading.has(node)) continue;
        const href = urls.of(node);
        pages.push({
          node,
          title: page.title,
          href,
          ancestors: page.ancestors,
          score: page.score,
          sections: page.sections.map((section) => ({ anchor: section.anchor, title: section.title || undefined, href: section.anchor ? `${href}#${encodeURIComponent(section.anchor)}` : href, html: section.body })),
        });
      }
      const shown = await withoutHiddenText(context, request, tree, pages, query);
      return shown.length > 0 ? { siteSpace: row, tree, pages: shown } : undefined;
    }),
  );
  const spaces = answered.filter((space) => space !== undefined);

  // Keep the best `limit` pages of them all.
  const kept = new Set(
    spaces
      .flatMap((space) => space.pages)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit),
  );
  return spaces.map((space) => ({ ...space, pages: space.pages.filter((page) => kept.has(page)) })).filter((space) => space.pages.length > 0);
}
