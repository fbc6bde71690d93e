import type { PageEntry } from '../content-tree/entries';
import { outlineOf, type OutlineNode } from '../content-tree/outline';
import type { Db } from '../db';
import { getBodies } from '../revision-store/bodies';
import { loadPages, type StoredRevision } from '../revision-store/store';
import { bodyHashesOf } from './presenter';

/** The table of contents of a set of pages (files play no part in it). */
export const outlineOfPages = (pages: ReadonlyMap<string, PageEntry>): OutlineNode[] => outlineOf({ pages, files: new Map() });

/** A revision's table of contents (its pages only, in one query). */
export async function loadOutline(db: Db, revision: StoredRevision): Promise<OutlineNode[]> {
  return outlineOfPages(await loadPages(db, revision));
}

/** The node of `pageId` anywhere in the tree. */
export function findNode(nodes: readonly OutlineNode[], pageId: string): OutlineNode | undefined {
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop() as OutlineNode;
    if (node.entry.id === pageId) return node;
    stack.push(...node.children);
  }
  return undefined;
}

/** The markdown of every document page in the trees, in one query. */
export const bodiesOf = (db: Db, nodes: readonly OutlineNode[]): Promise<Map<string, string>> => getBodies(db, bodyHashesOf(nodes));
