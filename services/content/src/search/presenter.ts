import type { contentV1 } from '@quire/proto';
import type { OutlineNode } from '../content-tree/outline';
import type { PublicUrls } from '../lib/urls';
import { findNode } from '../pages/queries';
import type { PagePath } from './queries';
import type { SearchHit } from './search-index';

/** Where a hit's page sits: its title, path and ancestors' titles (outermost first). */
export type LocatePage = (pageId: string) => PagePath | undefined;

/**
 * Search hits as GitBook's "SearchPageResult": the page's title, path and URL are where
 * `locate` says the page sits in the indexed revision (so a page moved or renamed by a merge
 * shows its new place as soon as the index holds that merge); each section links to its
 * heading's anchor; `ancestors` are the page's parents, outermost first. A hit `locate` does
 * not find is left out.
 */
export function presentSearchHits(hits: readonly SearchHit[], { locate, spaceId, urls }: { locate: LocatePage; spaceId: string; urls: PublicUrls }): contentV1.SearchPageResult[] {
  return hits.flatMap((hit) => {
    const page = locate(hit.pageId);
    if (!page) return [];
    const pageUrl = `${urls.appUrl}/s/${spaceId}/${page.path}`;
    return [
      {
        id: page.pageId,
        title: page.title,
        path: page.path,
        urls: { app: pageUrl },
        sections: hit.sections.map((section) => ({
          id: section.anchor ?? page.pageId,
          title: section.title,
          path: section.anchor === null ? page.path : `${page.path}#${section.anchor}`,
          body: section.snippet,
          urls: { app: section.anchor === null ? pageUrl : `${pageUrl}#${encodeURIComponent(section.anchor)}` },
        })),
        ancestors: page.ancestors.map((title) => ({ title })),
      },
    ];
  });
}

/** Pages located in a table of contents (the revision's outline). */
export const outlineLocator =
  (outline: readonly OutlineNode[]): LocatePage =>
  (pageId) => {
    const node = findNode(outline, pageId);
    return node && { pageId: node.entry.id, title: node.entry.title, path: node.path, ancestors: ancestorsOf(outline, node).map((ancestor) => ancestor.entry.title) };
  };

/** Every document page of a table of contents with where it sits, as `search_page_paths` keeps them. */
export function pagePathsOf(outline: readonly OutlineNode[]): PagePath[] {
  const paths: PagePath[] = [];
  const stack: { node: OutlineNode; ancestors: string[] }[] = outline.map((node) => ({ node, ancestors: [] }));
  while (stack.length > 0) {
    const { node, ancestors } = stack.pop()!;
    if (node.entry.kind === 'document') paths.push({ pageId: node.entry.id, title: node.entry.title, path: node.path, ancestors });
    const inner = [...ancestors, node.entry.title];
    for (const child of node.children) stack.push({ node: child, ancestors: inner });
  }
  return paths;
}

function ancestorsOf(outline: readonly OutlineNode[], node: OutlineNode): OutlineNode[] {
  const ancestors: OutlineNode[] = [];
  const seen = new Set<string>([node.entry.id]);
  for (let parentId = node.entry.parentId; parentId !== null && !seen.has(parentId); ) {
    const parent = findNode(outline, parentId);
    if (!parent) break;
    ancestors.unshift(parent);
    seen.add(parentId);
    parentId = parent.entry.parentId;
  }
  return ancestors;
}
