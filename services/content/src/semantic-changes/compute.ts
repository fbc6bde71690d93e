import type { contentV1 } from '@quire/proto';
import type { JSONDocument } from '@quire/documents';
import { diffDocuments, type BlockChange } from '../content-tree/document-diff';
import type { OutlineNode } from '../content-tree/outline';
import { walkOutline } from '../content-tree/outline';
import type { ContentContext } from '../context';
import { documentsForReading } from '../lib/markdown-parse';
import { findNode, loadOutline } from '../pages/queries';
import { getBodies } from '../revision-store/bodies';
import { deltaBetweenRevisions, type StoredRevision } from '../revision-store/store';
import { fileChangesOf, pageChangesOf, reusableContentChangesOf, variablesChangeOf, type PageChange } from './changes';
import {
  pageEditAttributes,
  presentFileChange,
  presentPageChange,
  presentReusableContentChange,
  presentVariablesChange,
  type Outlines,
} from './presenter';

/** The contract's default `limit` of both operations. */
export const DEFAULT_CHANGES_LIMIT = 10;

/** A revision with no parent is compared with nothing: every page and file in it was created. */
const EMPTY_REVISION: StoredRevision = {
  id: '',
  spaceId: '',
  pageChunks: {},
  fileChunks: {},
  pageCount: 0,
  fileCount: 0,
  reusableContents: [],
  variables: {},
  redirects: {},
};

const orders = new WeakMap<readonly OutlineNode[], Map<string, number>>();

/** Each page's index in table-of-contents order (kept per outline, which is cached and immutable). */
function tocOrder(outline: readonly OutlineNode[]): Map<string, number> {
  let order = orders.get(outline);
  if (!order) {
    const built = new Map<string, number>();
    walkOutline(outline, (node) => built.set(node.entry.id, built.size));
    orders.set(outline, (order = built));
  }
  return order;
}

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const TYPE_ORDER: Record<PageChange['type'], number> = { page_created: 0, page_moved: 1, page_edited: 2, page_deleted: 3 };

/** The blocks of each page_edited whose body changed, in one body read and one batch of parses. */
async function blocksOf(ctx: ContentContext, edits: Extract<PageChange, { type: 'page_edited' }>[]): Promise<Map<string, BlockChange[]>> {
  const withBody = edits.filter((edit) => edit.after.bodyHash !== undefined && edit.before.bodyHash !== edit.after.bodyHash);
  if (withBody.length === 0) return new Map();
  const hashes = withBody.flatMap((edit) => [edit.before.bodyHash, edit.after.bodyHash]).filter((hash): hash is string => hash !== undefined);
  const documents = await documentsForReading(await getBodies(ctx.db, hashes));
  const empty: JSONDocument = { object: 'document', data: {}, nodes: [] };
  const documentOf = (hash: string | undefined): JSONDocument => (hash === undefined ? empty : (documents.get(hash) ?? empty));
  return new Map(withBody.map((edit) => [edit.after.id, diffDocuments(documentOf(edit.before.bodyHash), documentOf(edit.after.bodyHash))]));
}

/**
 * GitBook "RevisionSemanticChanges" (without `mergedFrom`) of revision `after` against `before`
 * (null: a first revision). Pages first, in the table-of-contents order of `after` (for a page
 * moved and edited, the move first), then deleted pages in the order of `before`, files by
 * name, reusable contents by id, and the variables; `limit` keeps the first ones and `more`
 * counts the others. Only the page_edited changes answered are diffed block by block.
 */
export async function semanticChangesBetween(
  ctx: ContentContext,
  { before, after, limit }: { before: StoredRevision | null; after: StoredRevision; limit: number },
): Promise<contentV1.RevisionSemanticChanges> {
  const base = before ?? EMPTY_REVISION;
  const delta = await deltaBetweenRevisions(ctx.db, base, after);
  const pageChanges = pageChangesOf(delta.pages).filter(
    (change) => change.type !== 'page_edited' || Object.keys(pageEditAttributes(change.before, change.after, change.fields)).length > 0,
  );

  let outlines: Outlines = { before: () => undefined, after: () => undefined };
  if (pageChanges.length > 0) {
    const [beforeOutline, afterOutline] = await Promise.all([before ? loadOutline(ctx.db, before) : Promise.resolve([]), loadOutline(ctx.db, after)]);
    const beforeOrder = tocOrder(beforeOutline);
    const afterOrder = tocOrder(afterOutline);
    outlines = { before: (id) => findNode(beforeOutline, id), after: (id) => findNode(afterOutline, id) };
    const rank = (change: PageChange): number =>
      change.type === 'page_deleted' ? afterOrder.size + (beforeOrder.get(change.before.id) ?? beforeOrder.size) : (afterOrder.get(change.after.id) ?? afterOrder.size);
    pageChanges.sort((a, b) => rank(a) - rank(b) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
  }
  const fileChanges = fileChangesOf(delta.files).sort((a, b) => byName(a.type === 'file_deleted' ? a.before : a.after, b.type === 'file_deleted' ? b.before : b.after));
  const reusableChanges = reusableContentChangesOf(base.reusableContents, after.reusableContents);
  const variablesChange = variablesChangeOf(base.variables, after.variables);

  const total = pageChanges.length + fileChanges.length + reusableChanges.length + (variablesChange ? 1 : 0);
  const keep = Math.min(total, limit);
  const pagesKept = pageChanges.slice(0, keep);
  const blocks = await blocksOf(
    ctx,
    pagesKept.filter((change): change is Extract<PageChange, { type: 'page_edited' }> => change.type === 'page_edited'),
  );
  const changes = [
    ...pagesKept.map((change) => presentPageChange(change, outlines, change.type === 'page_edited' ? blocks.get(change.after.id) : undefined)),
    ...fileChanges.slice(0, keep - pagesKept.length).map((change) => presentFileChange(ctx, change)),
    ...reusableChanges.map(presentReusableContentChange),
    ...(variablesChange ? [presentVariablesChange(variablesChange)] : []),
  ]
    .filter((change): change is Record<string, unknown> => change !== undefined)
    .slice(0, keep);
  return { changes, mergedFrom: undefined, ...(total > keep && { more: total - keep }) };
}
