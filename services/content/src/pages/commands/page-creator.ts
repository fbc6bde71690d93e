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
    const { entry, markdown, bodyHash } = newPageEntry(input, input.parentId, position, new Date().toISOString());
    const put = [...rekeyed, entry];
    for (const page of put) pages.set(page.id, page);
    return {
      changes: { pages: { put } },
      bodies: bodyHash ? new Map([[bodyHash, markdown]]) : undefined,
      result: { pages, pageId: entry.id },
    };
  });
}

/** The fields a new page is made of, whether created alone or in a batch. */
export type NewPageFields = Pick<PageCreation, 'kind' | 'title' | 'slug' | 'emoji' | 'icon' | 'description' | 'hidden' | 'markdown' | 'target'>;

/**
 * The entry of a new page under `parentId` at `position`, with its markdown and the hash of its
 * body (document pages only; an empty body has no hash and is not stored).
 */
export function newPageEntry(
  page: NewPageFields,
  parentId: string | null,
  position: string,
  now: string,
): { entry: PageEntry; markdown: string; bodyHash: string | undefined } {
  const markdown = page.kind === 'document' ? (page.markdown ?? '') : '';
  const bodyHash = markdown === '' ? undefined : bodyHashOf(markdown);
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
  return { entry, markdown, bodyHash };
}
