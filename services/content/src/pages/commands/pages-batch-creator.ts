import { newId } from '@quire/shared';
import type { ContentRefJson, PageEntry, PageKind } from '../../content-tree/entries';
import { slugify } from '../../content-tree/outline';
import { changeRequestEditor } from '../../lib/change-request-editor';
import type { PrismaClient } from '../../db';
import { bodyHashOf } from '../../revision-store/bodies';
import { loadPages } from '../../revision-store/store';
import { checkParent, placePage } from '../placement';
import { inBatchField } from '../schemas';

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
      const markdown = page.kind === 'document' ? (page.markdown ?? '') : '';
      const bodyHash = markdown === '' ? undefined : bodyHashOf(markdown);
      if (bodyHash) bodies.set(bodyHash, markdown);
      const entry: PageEntry = {
        id: newId(),
        kind: page.kind,
        parentId,
        position,
        title: page.title,
        slug: page.slug ?? slugify(page.title),
        ...(page.emoji !== undefined && { emoji: page.emoji }),
        ...(page.icon !== undefined && { icon: page.icon }),
        ...(page.description !== undefined && page.kind === 'document' && { description: page.description }),
        ...(page.hidden !== undefined && { hidden: page.hidden }),
        ...(bodyHash !== undefined && { bodyHash }),
        ...(page.kind === 'link' && page.target && { target: page.target }),
        createdAt: now,
        updatedAt: now,
      };
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
