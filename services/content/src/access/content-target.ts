import { notFound, type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import { findChangeRequest, type ChangeRequestRow } from '../change-requests/queries';
import { loadStoredRevision, type StoredRevision } from '../revision-store/store';
import { loadSpace, type LoadedSpace } from './load';

/**
 * The content a request reads: the space's main revision, or a change request's revision when
 * `changeRequestId` (id or number) is given. NOT_FOUND for an unknown change request, a space
 * the caller cannot see, or a change request of another space.
 */
export type ContentTarget = LoadedSpace & { changeRequest: ChangeRequestRow | null; revision: StoredRevision };

export async function loadContentTarget(
  ctx: ContentContext,
  principal: Principal,
  spaceId: string,
  changeRequestId: string | undefined,
): Promise<ContentTarget> {
  const loaded = await loadSpace(ctx, principal, spaceId);
  let changeRequest: ChangeRequestRow | null = null;
  if (changeRequestId !== undefined) {
    changeRequest = await findChangeRequest(ctx.db, loaded.space.id, changeRequestId);
    if (!changeRequest) throw notFound('Change request not found');
  }
  const revisionId = changeRequest?.revisionId ?? loaded.space.revisionId;
  const revision = await loadStoredRevision(ctx.db, revisionId);
  return { ...loaded, changeRequest, revision };
}
