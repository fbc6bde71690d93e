import { notFound, permissionDenied, type Principal } from '@quire/shared';
import { authorize } from '../access/policy';
import type { ContentContext } from '../context';
import { loadStoredRevision, type StoredRevision } from '../revision-store/store';
import { loadSpace, type LoadedSpace } from '../spaces/load';
import { spacePermissions, spaceRules } from '../spaces/policy';
import { findChangeRequest, type ChangeRequestRow } from './queries';

export type LoadedChangeRequest = LoadedSpace & { changeRequest: ChangeRequestRow };

/**
 * A live space's change request (by id or number) with the caller's level on the space.
 * NOT_FOUND when the caller cannot read the space (another organization, nothing given to a
 * guest), when the space is in the trash, or when the change request is not one of this space;
 * the level needed by the action itself is checked by the caller afterwards.
 */
export async function loadChangeRequest(
  ctx: ContentContext,
  principal: Principal,
  spaceId: string,
  changeRequestId: string,
): Promise<LoadedChangeRequest> {
  const loaded = await loadSpace(ctx, principal, spaceId);
  authorize(loaded.access, spaceRules.view, 'Space');
  const changeRequest = await findChangeRequest(ctx.db, loaded.space.id, changeRequestId);
  if (!changeRequest) throw notFound('Change request not found');
  return { ...loaded, changeRequest };
}

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
  // The main content is what a published site shows; a change request is not.
  const loaded = await loadSpace(ctx, principal, spaceId, { publishedRead: changeRequestId === undefined });
  let changeRequest: ChangeRequestRow | null = null;
  if (changeRequestId !== undefined) {
    changeRequest = await findChangeRequest(ctx.db, loaded.space.id, changeRequestId);
    if (!changeRequest) throw notFound('Change request not found');
  }
  const revisionId = changeRequest?.revisionId ?? loaded.space.revisionId;
  const revision = await loadStoredRevision(ctx.db, revisionId);
  return { ...loaded, changeRequest, revision };
}

export type WritableContent = ContentTarget & { changeRequest: ChangeRequestRow };

/**
 * The change request a page or file write goes to, after the guards every content write has:
 * the "edit" level on the space, and a space that is not locked (the rule of the space's
 * `permissions.edit`). Whether the change request still takes writes (not merged, not
 * archived) is checked by changeRequestEditor under its lock.
 */
export async function loadWritableContent(
  ctx: ContentContext,
  principal: Principal,
  spaceId: string,
  changeRequestId: string,
): Promise<WritableContent> {
  const target = await loadContentTarget(ctx, principal, spaceId, changeRequestId);
  authorize(target.access, spaceRules.edit, 'Space');
  if (!spacePermissions(target.access, target.space).edit) throw permissionDenied('The space is locked: its content cannot be changed');
  return target as WritableContent;
}
