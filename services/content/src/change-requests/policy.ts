import { permissionDenied } from '@quire/shared';
import { authorize, type Level } from '../access/policy';
import type { SpaceEditMode } from '../generated/prisma/enums';
import { spacePermissions, spaceRules } from '../spaces/policy';
import type { ChangeRequestRow } from './queries';

/** The level each change request action needs on its space. */
export const changeRequestRules = {
  // Read a change request, list them and their requested reviewers.
  view: spaceRules.view,
  // Create one, change its subject, description or status, request or remove reviewers.
  edit: spaceRules.edit,
} as const satisfies Record<string, Level>;

/**
 * Guards creating a change request: the `edit` level on the space, and a space that is not
 * locked (a locked space takes no edits from anyone, change requests included, until an admin
 * unlocks it). Existing change requests stay manageable in a locked space (status, reviewers).
 */
export function authorizeCreate(access: Level | null, space: { editMode: SpaceEditMode }): void {
  authorize(access, changeRequestRules.edit, 'Space');
  if (space.editMode === 'locked') {
    throw permissionDenied('This space is locked: no one can edit it or create change requests until an admin unlocks it');
  }
}

/**
 * Guards merging a change request: the `edit` level on the space, and a space that is not
 * locked (the rule of the space's `permissions.merge`). The merge runs it twice: in the handler
 * with the space it loaded, and in the merge's transaction with the space row locked, so that a
 * space locked meanwhile is not merged into.
 */
export function authorizeMerge(access: Level | null, space: { editMode: SpaceEditMode }): void {
  authorize(access, changeRequestRules.view, 'Space');
  if (!spacePermissions(access, space).merge) throw permissionDenied('You cannot merge change requests in this space');
}

/** Why a change request takes no more writes (content, merge, update from main), or undefined when it does. */
export function closedReason(status: ChangeRequestRow['status']): string | undefined {
  if (status === 'merged') return 'The change request is merged and cannot be changed';
  if (status === 'archived') return 'The change request is archived: reopen it before changing it';
  return undefined;
}

/** Why a change request takes no reviewer requests (merged or archived), or undefined. */
export function reviewRequestRefusal(status: string): string | undefined {
  if (status === 'merged') return 'The change request is merged and cannot be changed';
  if (status === 'archived') return 'The change request is archived: reopen it before requesting reviews';
  return undefined;
}
