import type { contentV1 } from '@quire/proto';
import type { OutlineNode } from '../content-tree/outline';
import type { PublicUrls } from '../lib/urls';
import { findNode } from '../pages/queries';
import type { SearchHit } from './search-index';

/**
 * Search hits as GitBook's "SearchPageResult": the page's title, path and URL come from the
 * table of contents of the indexed revision (so a page moved or renamed by a merge shows its
 * new place as soon as the index holds that merge, and the engine stores no paths); each
 * section links to its heading's anchor; `ancestors` are the page's parents, outermost first.
 * A hit whose page is not in that outline is left out.
 */
export function presentSearchHits(hits: readonly SearchHit[], { outline, spaceId, urls }: { outline: readonly OutlineNode[]; spaceId: string; urls: PublicUrls }): contentV1.SearchPageResult[] {
  return hits.flatMap((hit) => {
    const node = findNode(outline, hit.pageId);
    if (!node) return [];
    const pageUrl = `${urls.appUrl}/s/${spaceId}/${node.path}`;
    return [
      {
        id: node.entry.id,
        title: node.entry.title,
        path: node.path,
        urls: { app: pageUrl },
        sections: hit.sections.map((section) => ({
          id: section.anchor ?? node.entry.id,
          title: section.title,
          path: section.anchor === null ? node.path : `${node.path}#${section.anchor}`,
          body: section.snippet,
          urls: { app: section.anchor === null ? pageUrl : `${pageUrl}#${encodeURIComponent(section.anchor)}` },
        })),
        ancestors: ancestorsOf(outline, node).map((ancestor) => ({ title: ancestor.entry.title })),
      },
    ];
  });
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
