import { newId, notFound } from '@quire/shared';
import { generateKeyBetween } from 'fractional-indexing';
import type { PageEntry } from '../../content-tree/entries';
import { slugify } from '../../content-tree/outline';
import type { PrismaClient } from '../../db';
import { recordContentChanges } from '../../lib/content-events';
import { recordFormerPaths } from '../../lib/page-path-history';
import { lockSpace } from '../../lib/space-lock';
import { writeTransaction } from '../../lib/transaction';
import { bodyHashOf, putBodies } from '../../revision-store/bodies';
import { createRevision, loadPages, loadStoredRevision } from '../../revision-store/store';
import { fillPlaceholders, type Template, type TemplatePage } from '../catalog';

export type TemplateApplication = { spaceId: string; template: Template; values: Record<string, string>; actorId: string };

/**
 * Applies a template to a space's main content: its pages are added after the existing
 * top-level pages (nothing is overwritten) in a new main revision, in one transaction with the
 * space row locked (mode `main`, lib/space-lock.ts), so it serializes with merges.
 */
export function templateApplier(db: PrismaClient, input: TemplateApplication): Promise<string> {
  return writeTransaction(db, async (tx) => {
    const space = await lockSpace(tx, input.spaceId, 'main');
    if (!space || space.deletedAt) throw notFound('Space not found');
    const main = await loadStoredRevision(tx, space.revisionId);
    const existing = await loadPages(tx, main);
    let last: string | null = null;
    for (const page of existing.values()) if (page.parentId === null && (last === null || page.position > last)) last = page.position;

    const now = new Date().toISOString();
    const entries: PageEntry[] = [];
    const bodies = new Map<string, string>();
    const add = (pages: TemplatePage[], parentId: string | null, after: string | null) => {
      let previous = after;
      for (const page of pages) {
        const position = generateKeyBetween(previous, null);
        previous = position;
        const id = newId();
        const entry: PageEntry = { id, kind: page.type, parentId, position, title: page.title, slug: slugify(page.title), createdAt: now, updatedAt: now };
        if (page.emoji) entry.emoji = page.emoji;
        if (page.type === 'document') {
          const markdown = fillPlaceholders(page.markdown, input.values);
          const hash = bodyHashOf(markdown);
          bodies.set(hash, markdown);
          entry.bodyHash = hash;
        }
        entries.push(entry);
        add(page.pages, id, null);
      }
    };
    add(input.template.pages, null, last);

    await putBodies(tx, bodies);
    const changes = { pages: { put: entries } };
    const revision = await createRevision(tx, { spaceId: input.spaceId, base: main, changes, type: 'edits', parents: [main.id], createdById: input.actorId });
    await tx.space.update({ where: { id: input.spaceId }, data: { revisionId: revision.id } });
    await recordFormerPaths(tx, { spaceId: input.spaceId, before: main, changes });
    await recordContentChanges(tx, {
      organizationId: space.organizationId,
      spaceId: input.spaceId,
      changeRequestId: null,
      revisionId: revision.id,
      parentRevisionId: main.id,
      changes,
      added: revision.added,
      actorId: input.actorId,
    });
    return revision.id;
  });
}
