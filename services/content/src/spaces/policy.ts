import { roleAtLeast } from '@quire/shared';
import type { Level } from '../access/policy';

/** What a level allows on a space. */
export const spaceRules = {
  view: 'read',
  comment: 'comment',
  // Change the content (live, or through change requests).
  edit: 'edit',
  review: 'review',
  // Title, emoji, icon, edit mode, language, default level, merge rules, move, delete, restore, transfer.
  admin: 'admin',
} as const satisfies Record<string, Level>;

export type SpacePermissions = {
  view: boolean;
  access: boolean;
  admin: boolean;
  viewInviteLinks: boolean;
  edit: boolean;
  triggerGitSync: boolean;
  comment: boolean;
  merge: boolean;
  review: boolean;
  installIntegration: boolean;
};

export function spacePermissions(access: Level | null, space: { editMode: 'live' | 'locked' }): SpacePermissions {
  // A locked space takes no edits from anyone until an admin unlocks it.
  const canEdit = roleAtLeast(access, spaceRules.edit) && space.editMode === 'live';
  return {
    view: roleAtLeast(access, spaceRules.view),
    access: roleAtLeast(access, spaceRules.view),
    admin: roleAtLeast(access, spaceRules.admin),
    viewInviteLinks: roleAtLeast(access, spaceRules.admin),
    edit: canEdit,
    triggerGitSync: canEdit,
    comment: roleAtLeast(access, spaceRules.comment),
    merge: canEdit,
    review: roleAtLeast(access, spaceRules.review),
    installIntegration: roleAtLeast(access, spaceRules.admin),
  };
}

/** Deleted spaces stay in the trash this long: they can be restored until then, and are purged after. */
export const SPACE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const isRestorable = (deletedAt: Date, now: Date): boolean => now.getTime() - deletedAt.getTime() <= SPACE_RETENTION_MS;
