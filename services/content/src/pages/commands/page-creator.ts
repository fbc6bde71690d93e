import { newId } from '@quire/shared';
import type { ContentRefJson, PageEntry, PageKind } from '../../content-tree/entries';
import { slugify } from '../../content-tree/outline';
import { changeRequestEditor } from '../../lib/change-request-editor';
import type { PrismaClient } from '../../db';
import { bodyHashOf } from '../../revision-store/bodies';
import { loadPages } from '../../revision-store/store';
import { checkParent, placePage } from '../placement';
import type { PagePositionInput } from '../schemas';

export type PageCreation = {
  changeRequestId: string;
  actorId: string;
  kind: PageKind;
  title: string;
  slug?: string;
  emoji?: string;
  icon?: string;
  description?: string;
  hidden?: boolean;
  parentId: string | null;
  position?: PagePositionInput;
  /** Document pages: the page's markdown ('' for an empty page). */
  markdown?: string;
  /** Link pages. */
  target?: ContentRefJson;
};

/** The pages of the change request's new revision, and the id of the page created. */
export type PageWrite = { pages: Map<string, PageEntry>; pageId: string };

/**
 * Adds a page to a change request's content, under its parent at the given position (the
 * end by default), in one new revision of the change request.
 */
export function pageCreator(db: PrismaClient, input: PageCreation): Promise<PageWrite> {
  return changeRequestEditor(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
    const pages = await loadPages(tx, revision);
    checkParent(pages, { kind: input.kind }, input.parentId);
    const { position, rekeyed } = placePage(pages, input.parentId, undefined, input.position);
    const now = new Date().toISOString();
    const markdown = input.kind === 'document' ? (input.markdown ?? '') : '';
    const bodyHash = markdown === '' ? undefined : bodyHashOf(markdown);
    const entry: PageEntry = {
      id: newId(),
      kind: input.kind,
      parentId: input.parentId,
      position,
      title: input.title,
      slug: input.slug ?? slugify(input.title),
      ...(input.emoji !== undefined && { emoji: input.emoji }),
      ...(input.icon !== undefined && { icon: input.icon }),
      ...(input.description !== undefined && input.kind === 'document' && { description: input.description }),
      ...(input.hidden !== undefined && { hidden: input.hidden }),
      ...(bodyHash !== undefined && { bodyHash }),
      ...(input.kind === 'link' && input.target && { target: input.target }),
      createdAt: now,
      updatedAt: now,
    };
    const put = [...rekeyed, entry];
    for (const page of put) pages.set(page.id, page);
    return {
      changes: { pages: { put } },
      bodies: bodyHash ? new Map([[bodyHash, markdown]]) : undefined,
      result: { pages, pageId: entry.id },
    };
  });
}
