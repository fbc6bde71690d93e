import type { PageEntry } from '../content-tree/entries';
import { outlineOf, type OutlineNode } from '../content-tree/outline';
import type { Db } from '../db';
import { getBodies } from '../revision-store/bodies';
import { revisionCache } from '../revision-store/caches';
import { loadPages, type StoredRevision } from '../revision-store/store';
import { bodyHashesOf } from './presenter';

/** The table of contents of a set of pages (files play no part in it). */
export const outlineOfPages = (pages: ReadonlyMap<string, PageEntry>): OutlineNode[] => outlineOf({ pages, files: new Map() });

/**
 * Measured: some 190 bytes a page (the node, its path, its entry in findNode's index; the page
 * entries themselves are the chunks') and 800 an outline: 3.1 KB for 13 pages, 366 KB for 2,000.
 */
const outlines = revisionCache<OutlineNode[]>('outlines', { bytesPerRevision: 800, bytesPerPage: 190 });
const indexes = new WeakMap<readonly OutlineNode[], Map<string, OutlineNode>>();

/**
 * A revision's table of contents (its pages only, in one query). Revisions never change, so
 * the outline of the last revisions read is kept (shared: never mutate it).
 */
export async function loadOutline(db: Db, revision: StoredRevision): Promise<OutlineNode[]> {
  const cached = outlines.get(revision.id);
  if (cached) return cached.value;
  const outline = outlineOfPages(await loadPages(db, revision));
  outlines.set(revision.id, { value: outline, pages: revision.pageCount });
  return outline;
}

/** The node of `pageId` anywhere in the tree (an index per outline, built at the first lookup). */
export function findNode(nodes: readonly OutlineNode[], pageId: string): OutlineNode | undefined {
  let index = indexes.get(nodes);
  if (!index) {
    index = new Map();
    const stack = [...nodes];
    while (stack.length > 0) {
      const node = stack.pop() as OutlineNode;
      index.set(node.entry.id, node);
      stack.push(...node.children);
    }
    indexes.set(nodes, index);
  }
  return index.get(pageId);
}

/** The markdown of every document page in the trees, in one query. */
export const bodiesOf = (db: Db, nodes: readonly OutlineNode[]): Promise<Map<string, string>> => getBodies(db, bodyHashesOf(nodes));
