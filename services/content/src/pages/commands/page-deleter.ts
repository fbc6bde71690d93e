import { descendantsOf } from '../../content-tree/outline';
import { changeRequestEditor } from '../../lib/change-request-editor';
import type { PrismaClient } from '../../db';
import { loadPages } from '../../revision-store/store';

/**
 * Removes a page and every page below it from a change request's content. A page that is
 * not there (already deleted) changes nothing: DELETE answers 204 either way.
 */
export function pageDeleter(db: PrismaClient, input: { changeRequestId: string; actorId: string; pageId: string }): Promise<void> {
  return changeRequestEditor(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
    const pages = await loadPages(tx, revision);
    if (!pages.has(input.pageId)) return { changes: {}, result: undefined };
    const remove = [input.pageId, ...descendantsOf({ pages, files: new Map() }, input.pageId)];
    return { changes: { pages: { remove } }, result: undefined };
  });
}
