import { contentV1 } from '@quire/proto';
import type { FileEntry, PageEntry, PageKind } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import type { ContentContext } from '../context';
import { fileDownloadUrl } from '../files/presenter';
import type { MultiSpaceSearchHit } from '../search/search-index';
import type { RevisionTree } from './trees';
import type { ReaderSpaceRow } from './queries';

type Json = { [key: string]: unknown };

const KIND: Record<PageKind, contentV1.TreePageKind> = {
  document: contentV1.TreePageKind.TREE_PAGE_KIND_DOCUMENT,
  group: contentV1.TreePageKind.TREE_PAGE_KIND_GROUP,
  link: contentV1.TreePageKind.TREE_PAGE_KIND_LINK,
};

const CODE_POINTS = /^[0-9a-f]{4,6}(?:-[0-9a-f]{4,6})*$/i;

/**
 * An emoji as code points (`1f680`, `1f468-200d-1f4bb`), as the reader's messages carry them:
 * content stores what was given, the character or its code points (pages/schemas.ts).
 */
export function emojiCodePoints(emoji: string | null | undefined): string | undefined {
  if (!emoji) return undefined;
  if (CODE_POINTS.test(emoji)) return emoji.toLowerCase();
  return [...emoji].map((character) => character.codePointAt(0)!.toString(16)).join('-');
}

/**
 * A page of the table of contents as the reader's tree holds it: the page's own fields, its
 * full path (what GetPageByPath takes; '' for a link page), the last segment of that path as
 * its slug, the emoji as code points, `hidden` always set, a link page's target (GitBook ContentRef, as stored) and a
 * document page's cover. No body.
 */
export function presentTreePage(node: OutlineNode, cover: Json | undefined): contentV1.TreePage {
  const { entry, path } = node;
  return {
    id: entry.id,
    kind: KIND[entry.kind],
    title: entry.title,
    parentId: entry.parentId ?? undefined,
    path,
    slug: path.slice(path.lastIndexOf('/') + 1),
    description: entry.kind === 'document' ? entry.description : undefined,
    emoji: emojiCodePoints(entry.emoji),
    icon: entry.icon,
    hidden: entry.hidden === true,
    target: entry.kind === 'link' ? entry.target : undefined,
    updatedAt: new Date(entry.updatedAt),
    cover: entry.kind === 'document' ? cover : undefined,
  };
}

/** A space and the tree of its current revision (the tree's pages are shared by every answer: never mutated). */
export function presentSpaceTree(space: ReaderSpaceRow, tree: RevisionTree): contentV1.SpaceTree {
  return {
    spaceId: space.id,
    title: space.title,
    revisionId: space.revisionId,
    updatedAt: space.updatedAt,
    pages: tree.pages,
    emoji: emojiCodePoints(space.emoji),
    icon: space.iconUrl ?? undefined,
  };
}

/** A file as listFiles presents it (the same signed `downloadURL`), with its dimensions when measured. */
export function presentReaderFile(ctx: Pick<ContentContext, 'signer' | 'urls'>, file: FileEntry): contentV1.ReaderFile {
  const measured = file.width !== undefined && file.height !== undefined;
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    downloadUrl: fileDownloadUrl(ctx, file),
    size: file.size,
    width: measured ? file.width : undefined,
    height: measured ? file.height : undefined,
  };
}

/** The titles of a page's parents, outermost first. */
function ancestorTitles(tree: RevisionTree, entry: PageEntry): string[] {
  const titles: string[] = [];
  const seen = new Set<string>([entry.id]);
  for (let parentId = entry.parentId; parentId !== null && !seen.has(parentId); ) {
    const parent = tree.nodes.get(parentId);
    if (!parent) break;
    titles.unshift(parent.entry.title);
    seen.add(parentId);
    parentId = parent.entry.parentId;
  }
  return titles;
}

/**
 * Hits of a search over several spaces, grouped by space: spaces in the order of their best
 * page, pages best first. Titles, paths and ancestors come from the tree of the revision each
 * space's index holds; a hit whose page is not in it is left out.
 */
export function presentSearchResults(hits: readonly MultiSpaceSearchHit[], trees: ReadonlyMap<string, RevisionTree>): contentV1.SpaceSearchResult[] {
  const bySpace = new Map<string, contentV1.SpaceSearchResult>();
  for (const hit of hits) {
    const tree = trees.get(hit.spaceId);
    const node = tree?.nodes.get(hit.pageId);
    if (!tree || !node) continue;
    let result = bySpace.get(hit.spaceId);
    if (!result) bySpace.set(hit.spaceId, (result = { spaceId: hit.spaceId, pages: [] }));
    result.pages.push({
      pageId: node.entry.id,
      title: node.entry.title,
      path: node.path,
      ancestors: ancestorTitles(tree, node.entry),
      sections: hit.sections.map((section) => ({ anchor: section.anchor ?? '', title: section.title, body: section.snippet })),
      score: hit.score,
    });
  }
  return [...bySpace.values()];
}
