import { invalidArgument, notFound } from '@quire/shared';
import { generatedPageRefused } from '../placement';
import type { ContentRefJson, PageEntry } from '../../content-tree/entries';
import { changeRequestEditor } from '../../lib/change-request-editor';
import type { PrismaClient } from '../../db';
import { bodyHashOf } from '../../revision-store/bodies';
import { loadPages } from '../../revision-store/store';
import { checkParent, placePage } from '../placement';
import type { PagePositionInput } from '../schemas';
import type { PageWrite } from './page-creator';

/** Fields to change: absent keeps, null removes (emoji, icon, description); parent null is the top level. */
export type PageChanges = {
  title?: string;
  slug?: string;
  emoji?: string | null;
  icon?: string | null;
  description?: string | null;
  hidden?: boolean;
  parentId?: string | null;
  position?: PagePositionInput;
  markdown?: string;
  target?: ContentRefJson;
};

function withOptional<K extends 'emoji' | 'icon' | 'description'>(entry: PageEntry, key: K, value: string | null | undefined): PageEntry {
  if (value === undefined) return entry;
  const next = { ...entry };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * Changes a page of a change request: its fields, its body, or its place (another parent
 * and/or a position among its siblings; children move with it). Refuses what the page's kind
 * cannot hold (a body on a group or link, a target on a document or group) and moves that
 * break the tree rules. A change that changes nothing writes nothing.
 */
export function pageUpdater(db: PrismaClient, input: { changeRequestId: string; actorId: string; pageId: string; changes: PageChanges }): Promise<PageWrite> {
  const { changes } = input;
  return changeRequestEditor(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
    const pages = await loadPages(tx, revision);
    const current = pages.get(input.pageId);
    if (!current) throw notFound('Page not found');
    if (current.computedBy !== undefined) throw generatedPageRefused(current);
    if (current.computed && changes.markdown !== undefined) throw invalidArgument('content: a computed page has no content: its pages are generated from its source');
    if (changes.markdown !== undefined && current.kind !== 'document') throw invalidArgument(`content: a ${current.kind} page has no content`);
    if (changes.target !== undefined && current.kind !== 'link') throw invalidArgument('target: only link pages have a target');
    if (changes.description !== undefined && current.kind !== 'document') throw invalidArgument(`description: a ${current.kind} page has no description`);

    let next: PageEntry = { ...current };
    if (changes.title !== undefined) next.title = changes.title;
    if (changes.slug !== undefined) next.slug = changes.slug;
    if (changes.hidden !== undefined) next.hidden = changes.hidden;
    if (changes.target !== undefined) next.target = changes.target;
    next = withOptional(next, 'emoji', changes.emoji);
    next = withOptional(next, 'icon', changes.icon);
    next = withOptional(next, 'description', changes.description);

    let bodies: Map<string, string> | undefined;
    if (changes.markdown !== undefined) {
      if (changes.markdown === '') {
        delete next.bodyHash;
      } else {
        next.bodyHash = bodyHashOf(changes.markdown);
        bodies = new Map([[next.bodyHash, changes.markdown]]);
      }
    }

    let rekeyed: PageEntry[] = [];
    const parentId = changes.parentId === undefined ? current.parentId : changes.parentId;
    if (changes.parentId !== undefined || changes.position !== undefined) {
      checkParent(pages, current, parentId);
      const placement = placePage(pages, parentId, current.id, changes.position);
      next.parentId = parentId;
      next.position = placement.position;
      rekeyed = placement.rekeyed;
    }

    const unchanged = JSON.stringify({ ...next, updatedAt: '' }) === JSON.stringify({ ...current, updatedAt: '' });
    if (unchanged && rekeyed.length === 0) return { changes: {}, result: { pages, pageId: current.id } };
    next.updatedAt = new Date().toISOString();
    const put = [...rekeyed, next];
    for (const page of put) pages.set(page.id, page);
    return { changes: { pages: { put } }, bodies, result: { pages, pageId: current.id } };
  });
}
