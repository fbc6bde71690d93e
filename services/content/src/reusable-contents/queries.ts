import { notFound, type Principal } from '@quire/shared';
import { authorize } from '../access/policy';
import { loadContentTarget } from '../change-requests/load';
import type { ContentContext } from '../context';
import type { ReusableContentEntry } from '../content-tree/entries';
import { reusableContentsOf, storedRevisionSelect, type StoredRevision } from '../revision-store/store';
import { loadSpace } from '../spaces/load';
import { reusableContentRules } from './policy';

/**
 * The revision a reusable content read looks in: a revision of the space by id, a change
 * request's, or the space's main one. NOT_FOUND for a space the caller cannot read, a revision
 * or change request of another space.
 */
export async function loadReadableRevision(
  ctx: ContentContext,
  principal: Principal,
  input: { spaceId: string; changeRequestId?: string; revisionId?: string },
): Promise<StoredRevision> {
  if (input.revisionId === undefined) {
    const target = await loadContentTarget(ctx, principal, input.spaceId, input.changeRequestId);
    authorize(target.access, reusableContentRules.view, 'Space');
    return target.revision;
  }
  const loaded = await loadSpace(ctx, principal, input.spaceId);
  authorize(loaded.access, reusableContentRules.view, 'Space');
  const revision = await ctx.db.revision.findFirst({ where: { id: input.revisionId, spaceId: loaded.space.id }, select: storedRevisionSelect });
  if (!revision) throw notFound('Revision not found');
  return revision;
}

/** One reusable content of a revision; NOT_FOUND when the revision has none by that id. */
export function findReusableContent(revision: StoredRevision, id: string): ReusableContentEntry {
  const entry = reusableContentsOf(revision).get(id);
  if (!entry) throw notFound('Reusable content not found');
  return entry;
}
