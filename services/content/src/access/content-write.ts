import { permissionDenied, type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import type { ChangeRequestRow } from '../change-requests/queries';
import { spacePermissions, spaceRules } from '../spaces/policy';
import { loadContentTarget, type ContentTarget } from './content-target';
import { authorize } from './policy';

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
