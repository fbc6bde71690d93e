import type { Level, Viewer } from '../access/policy';

/** What a level on a collection allows with its team permissions. */
export const collectionPermissionRules = {
  // Anyone who can read the collection may see who else has access to it.
  list: 'read',
  // Invite, change and remove teams.
  manage: 'admin',
} as const satisfies Record<string, Level>;

/**
 * Guests see the permissions of their own teams only: identity shows a guest no other team of
 * the organization (its ListTeams is for members), and a guest's access to a collection can
 * only come from their teams, so that list is what explains it.
 */
export const seesOnlyOwnTeams = (viewer: Viewer): boolean => viewer.orgRole === null;
