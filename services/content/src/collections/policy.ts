import { roleAtLeast } from '@quire/shared';
import type { Level } from '../access/policy';

/** What a level allows on a collection. */
export const collectionRules = {
  view: 'read',
  // Title, description, default level, team permissions, move, transfer, delete.
  admin: 'admin',
  // Create spaces and collections inside it.
  create: 'create',
} as const satisfies Record<string, Level>;

export type CollectionPermissions = { view: boolean; admin: boolean; viewInviteLinks: boolean; create: boolean };

export function collectionPermissions(access: Level | null): CollectionPermissions {
  return {
    view: roleAtLeast(access, collectionRules.view),
    admin: roleAtLeast(access, collectionRules.admin),
    viewInviteLinks: roleAtLeast(access, collectionRules.admin),
    create: roleAtLeast(access, collectionRules.create),
  };
}
