import type { contentV1 } from '@quire/proto';
import type { FileEntry, PageEntry } from '../content-tree/entries';
import { outlineOf, walkOutline, type OutlineNode } from '../content-tree/outline';
import type { ContentContext } from '../context';
import { buildPathIndex, type PathIndex } from '../links/paths';
import { BudgetedCache } from '../revision-store/cache-budget';
import { loadFilesOfRevisions, loadPagesOfRevisions } from '../revision-store/store';
import { coverNeedsFiles, coverSourceOf, presentCover, type CoverSource } from './covers';
import { presentTreePage } from './presenter';
import { findFrontMatterHeads, findRevisionChunks, type RevisionChunks } from './queries';
import { encodePages } from './wire';

/**
 * The page tree of a revision as the reader reads it (GetSpaceTrees, and the lookups of the
 * other rpcs), built once per revision and kept: a revision never changes, so the tree is never
 * invalidated (docs/content.md "For the reader"). Shared by every answer: never mutate it.
 */
export type TreeNode = { entry: PageEntry; path: string };

export type RevisionTree = {
  revisionId: string;
  /** Every page reachable from the top level, depth first in table-of-contents order. */
  pages: contentV1.TreePage[];
  /** The same pages by id. */
  nodes: Map<string, TreeNode>;
  /** Document and group pages by path (link pages have none). */
  byPath: Map<string, string>;
  /** The pages encoded as SpaceTree's `pages` (wire.ts): every answer sends these bytes. */
  encodedPages: Uint8Array;
};

/**
 * Bytes of a tree, measured (two full GCs before and after building the tree of 10,000
 * generated pages, the page entries excluded: they are the chunk cache's): 583 a page, the
 * TreePage with its Date, the node, two map entries and 136 bytes of encoded pages (outside
 * the V8 heap, but in the process all the same).
 */
const BYTES_PER_TREE = 1000;
const BYTES_PER_PAGE = 600;

const trees = new BudgetedCache<RevisionTree>('readerTrees', (tree) => BYTES_PER_TREE + BYTES_PER_PAGE * tree.pages.length);

/** Trees being built, by revision id (undefined: no such revision): concurrent requests for one revision share one build. */
const building = new Map<string, Promise<RevisionTree | undefined>>();

/** How many trees were built (tests). */
export const treeStats = { builds: 0 };

/** The tree of a revision when it is already built. */
export const cachedTree = (revisionId: string): RevisionTree | undefined => trees.get(revisionId);

/**
 * The trees of revisions by id, building those not kept yet together: whatever their number,
 * at most one query for their chunk maps (none for `known` revisions), one for the chunks no
 * cache holds, one for the front matter of their bodies and, when covers name files, one for
 * the files. A revision that does not exist is absent from the answer.
 */
export async function loadTrees(ctx: ContentContext, revisionIds: readonly string[], known: readonly RevisionChunks[] = []): Promise<Map<string, RevisionTree>> {
  const found = new Map<string, RevisionTree>();
  const waiting: Promise<RevisionTree | undefined>[] = [];
  const missing: string[] = [];
  for (const id of new Set(revisionIds)) {
    const kept = trees.get(id);
    const pending = building.get(id);
    if (kept) found.set(id, kept);
    else if (pending) waiting.push(pending);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const batch = buildTrees(ctx, missing, known);
    for (const id of missing) {
      const one = batch.then((built) => built.get(id));
      building.set(id, one);
      waiting.push(one);
      one.then(
        (tree) => {
          if (tree) trees.set(id, tree);
          building.delete(id);
        },
        () => building.delete(id),
      );
    }
  }
  for (const tree of await Promise.all(waiting)) if (tree) found.set(tree.revisionId, tree);
  return found;
}

/** The tree of one revision (see loadTrees); undefined when the revision does not exist. */
export async function loadTree(ctx: ContentContext, revision: RevisionChunks | string): Promise<RevisionTree | undefined> {
  const id = typeof revision === 'string' ? revision : revision.id;
  return (await loadTrees(ctx, [id], typeof revision === 'string' ? [] : [revision])).get(id);
}

type Outlined = { revision: RevisionChunks; outline: OutlineNode[]; covers: Map<string, CoverSource> };

async function buildTrees(ctx: ContentContext, revisionIds: readonly string[], known: readonly RevisionChunks[]): Promise<Map<string, RevisionTree>> {
  const given = new Map(known.map((revision) => [revision.id, revision]));
  const unknown = revisionIds.filter((id) => !given.has(id));
  const revisions = [...revisionIds.flatMap((id) => given.get(id) ?? []), ...(await findRevisionChunks(ctx.pool, unknown))];
  const pages = await loadPagesOfRevisions(ctx.db, revisions);
  treeStats.builds += revisions.length;

  const outlined: Outlined[] = revisions.map((revision) => ({
    revision,
    outline: outlineOf({ pages: pages.get(revision.id) ?? new Map(), files: new Map() }),
    covers: new Map(),
  }));
  const hashes = new Set<string>();
  for (const { revision } of outlined) for (const entry of pages.get(revision.id)?.values() ?? []) if (entry.kind === 'document' && entry.bodyHash) hashes.add(entry.bodyHash);
  const heads = await findFrontMatterHeads(ctx.pool, [...hashes]);
  const needFiles: RevisionChunks[] = [];
  for (const item of outlined) {
    for (const entry of pages.get(item.revision.id)?.values() ?? []) {
      const head = entry.kind === 'document' && entry.bodyHash ? heads.get(entry.bodyHash) : undefined;
      const source = head === undefined ? undefined : coverSourceOf(head);
      if (source) item.covers.set(entry.id, source);
    }
    if ([...item.covers.values()].some(coverNeedsFiles)) needFiles.push(item.revision);
  }
  const files = needFiles.length > 0 ? await loadFilesOfRevisions(ctx.db, needFiles) : new Map<string, Map<string, FileEntry>>();
  return new Map(outlined.map((item) => [item.revision.id, treeOf(item, files.get(item.revision.id))]));
}

function treeOf({ revision, outline, covers }: Outlined, files: ReadonlyMap<string, FileEntry> | undefined): RevisionTree {
  const flat: OutlineNode[] = [];
  walkOutline(outline, (node) => flat.push(node));
  let pathIndex: PathIndex | undefined;
  // Built once, at the first relative cover path.
  const pathIndexOf = () => (pathIndex ??= buildPathIndex(flat, [...(files?.values() ?? [])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))));
  const pages: contentV1.TreePage[] = [];
  const nodes = new Map<string, TreeNode>();
  const byPath = new Map<string, string>();
  for (const node of flat) {
    const source = covers.get(node.entry.id);
    const page = presentTreePage(node, source && presentCover(source, { node, files, pathIndex: files ? pathIndexOf : undefined }));
    pages.push(page);
    nodes.set(node.entry.id, { entry: node.entry, path: node.path });
    if (node.path !== '' && node.entry.kind !== 'link') byPath.set(node.path, node.entry.id);
  }
  return { revisionId: revision.id, pages, nodes, byPath, encodedPages: encodePages(pages) };
}
