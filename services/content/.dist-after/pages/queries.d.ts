import type { PageEntry } from '../content-tree/entries';
import { type OutlineNode } from '../content-tree/outline';
import type { Db } from '../db';
import { type StoredRevision } from '../revision-store/store';
/** The table of contents of a set of pages (files play no part in it). */
export declare const outlineOfPages: (pages: ReadonlyMap<string, PageEntry>) => OutlineNode[];
/**
 * A revision's table of contents (its pages only, in one query). Revisions never change, so
 * the outline of the last revisions read is kept (shared: never mutate it).
 */
export declare function loadOutline(db: Db, revision: StoredRevision): Promise<OutlineNode[]>;
/** The node of `pageId` anywhere in the tree (an index per outline, built at the first lookup). */
export declare function findNode(nodes: readonly OutlineNode[], pageId: string): OutlineNode | undefined;
/** The markdown of every document page in the trees, in one query. */
export declare const bodiesOf: (db: Db, nodes: readonly OutlineNode[]) => Promise<Map<string, string>>;
