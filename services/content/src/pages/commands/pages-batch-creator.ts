import type { ContentRefJson, PageEntry, PageKind } from '../../content-tree/entries';
import { changeRequestEditor } from '../../lib/change-request-editor';
import type { PrismaClient } from '../../db';
import { loadPages } from '../../revision-store/store';
import { checkParent, placePage } from '../placement';
import { inBatchField } from '../schemas';
import { newPageEntry } from './page-creator';

/** One page of a batch: a PageCreation whose parent may be an earlier page of the batch. */
export type BatchPage = {
  key: string;
  kind: PageKind;
  title: string;
  slug?: string;
  emoji?: string;
  icon?: string;
  description?: string;
  hidden?: boolean;
  /** An existing page of the change request, or (`parentIndex`) an earlier page of the batch. */
  parentId: string | null;
  parentIndex?: number;
  markdown?: string;
  target?: ContentRefJson;
};

export type BatchWrite = { pages: Map<string, PageEntry>; pageIds: string[] };

/**
 * Adds many pages to a change request's content in ONE new revision (the single-page
 * pageCreator's rules for each, in request order: each page goes after its parent's last
 * child). A page that breaks a rule refuses the whole batch (INVALID_ARGUMENT naming
 * `pages.<i>.<field>`), before anything is written.
 */
export function pagesBatchCreator(db: PrismaClient, input: { changeRequestId: string; actorId: string; pages: readonly BatchPage[] }): Promise<BatchWrite> {
  return changeRequestEditor(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
    const pages = await loadPages(tx, revision);
    const now = new Date().toISOString();
    const put = new Map<string, PageEntry>();
    const bodies = new Map<string, string>();
    const pageIds: string[] = [];
    input.pages.forEach((page, index) => {
      const parentId = page.parentIndex !== undefined ? pageIds[page.parentIndex] : page.parentId;
      const { position, rekeyed } = inBatchField(index, () => {
        checkParent(pages, { kind: page.kind }, parentId);
        return placePage(pages, parentId, undefined, undefined);
      });
      const { entry, markdown, bodyHash } = newPageEntry(page, parentId, position, now);
      if (bodyHash) bodies.set(bodyHash, markdown);
      for (const changed of [...rekeyed, entry]) {
        pages.set(changed.id, changed);
        put.set(changed.id, changed);
      }
      pageIds.push(entry.id);
    });
    return {
      changes: { pages: { put: [...put.values()] } },
      bodies: bodies.size > 0 ? bodies : undefined,
      result: { pages, pageIds },
    };
  });
}
