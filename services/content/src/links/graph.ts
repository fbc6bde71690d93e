import type { FileEntry } from '../content-tree/entries';
import { walkOutline, type OutlineNode } from '../content-tree/outline';
import type { Db } from '../db';
import { loadOutline } from '../pages/queries';
import { revisionCache } from '../revision-store/caches';
import { loadFiles, type StoredRevision } from '../revision-store/store';
import { buildPathIndex, type PathIndex } from './paths';

/**
 * What links resolve against in one revision: its pages (by id, in table-of-contents order, by
 * body, by the paths relative links name) and files. Built from the cached outline and the
 * revision's file chunks; revisions never change, so the graphs of the last revisions read are
 * kept (shared: never mutate one).
 */
export type RevisionGraph = {
  revisionId: string;
  pages: ReadonlyMap<string, OutlineNode>;
  /** Every page, table-of-contents order. */
  ordered: readonly OutlineNode[];
  /** Every page, id order (the order of link lists). */
  byId: readonly OutlineNode[];
  /** Document pages by body hash (several pages may share a text). */
  byBody: ReadonlyMap<string, readonly OutlineNode[]>;
  linkPages: readonly OutlineNode[];
  files: ReadonlyMap<string, FileEntry>;
  paths: PathIndex;
};

/**
 * Measured: some 350 bytes a page or file (its places in the maps, lists and path index; the
 * nodes are the outline's) and 1,000 a graph: 5.4 KB for 13 pages, 728 KB for 2,000 and 100 files.
 */
const graphs = revisionCache<RevisionGraph>('graphs', { bytesPerRevision: 1000, bytesPerPage: 350 });

export async function loadRevisionGraph(db: Db, revision: StoredRevision): Promise<RevisionGraph> {
  const cached = graphs.get(revision.id);
  if (cached) return cached.value;
  const [outline, files] = await Promise.all([loadOutline(db, revision), loadFiles(db, revision)]);
  const ordered: OutlineNode[] = [];
  walkOutline(outline, (node) => ordered.push(node));
  const byBody = new Map<string, OutlineNode[]>();
  for (const node of ordered) {
    const hash = node.entry.bodyHash;
    if (node.entry.kind !== 'document' || !hash) continue;
    const sharing = byBody.get(hash);
    if (sharing) sharing.push(node);
    else byBody.set(hash, [node]);
  }
  const filesById = [...files.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const graph: RevisionGraph = {
    revisionId: revision.id,
    pages: new Map(ordered.map((node) => [node.entry.id, node])),
    ordered,
    byId: [...ordered].sort((a, b) => (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0)),
    byBody,
    linkPages: ordered.filter((node) => node.entry.kind === 'link'),
    files,
    paths: buildPathIndex(ordered, filesById),
  };
  graphs.set(revision.id, { value: graph, pages: Math.max(1, revision.pageCount + revision.fileCount) });
  return graph;
}
