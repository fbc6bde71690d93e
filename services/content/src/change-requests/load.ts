import { invalidArgument, notFound, permissionDenied, type Principal } from '@quire/shared';
import { authorize } from '../access/policy';
import type { ContentContext } from '../context';
import { loadRevisionOfSpace, loadStoredRevision, type StoredRevision } from '../revision-store/store';
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
 * The content a request reads: the space's main revision, a change request's revision when
 * `changeRequestId` (id or number) is given, or any revision of the space when `revisionId`
 * is. NOT_FOUND for an unknown change request or revision, a space the caller cannot see, or
 * a change request or revision of another space.
 */
export type ContentTarget = LoadedSpace & { changeRequest: ChangeRequestRow | null; revision: StoredRevision };

export async function loadContentTarget(
  ctx: ContentContext,
  principal: Principal,
  spaceId: string,
  changeRequestId: string | undefined,
  revisionId?: string,
): Promise<ContentTarget> {
  if (changeRequestId !== undefined && revisionId !== undefined) throw invalidArgument('revisionId: cannot be given with changeRequestId');
  // The main content is what a published site shows; a change request is not, and of the
  // revisions only the main one is (checked below, once the space's is known).
  const loaded = await loadSpace(ctx, principal, spaceId, { publishedRead: changeRequestId === undefined });
  if (revisionId !== undefined) {
    if (principal.kind === 'site-reader' && revisionId !== loaded.space.revisionId) throw notFound('Revision not found');
    // An installation token reads the main content's history, not a change request's own revisions.
    const mainHistoryOnly = principal.kind === 'installation';
    return { ...loaded, changeRequest: null, revision: await loadRevisionOfSpace(ctx.db, loaded.space.id, revisionId, { mainHistoryOnly }) };
  }
  let changeRequest: ChangeRequestRow | null = null;
  if (changeRequestId !== undefined) {
    changeRequest = await findChangeRequest(ctx.db, loaded.space.id, changeRequestId);
    if (!changeRequest) throw notFound('Change request not found');
  }
  const revision = await loadStoredRevision(ctx.db, changeRequest?.revisionId ?? loaded.space.revisionId);
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
