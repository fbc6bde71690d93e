import type { Level, Viewer } from '../access/policy';

/**
 * What a level on a space or collection allows with its grants: the same levels as the team
 * permissions of collections (collection-permissions/policy.ts), so one rule decides who
 * manages access whatever it is given to.
 */
export const grantRules = {
  // Anyone who can read the resource may see who else was given access to it.
  list: 'read',
  // Give, change and remove grants: the resource's admins (organization admins, and whoever
  // was given `admin` on it or on a collection above it).
  manage: 'admin',
} as const satisfies Record<string, Level>;

/**
 * Guests see only their own grant and their own teams' (identity shows a guest no other
 * member or team of the organization), which is also everything that gives them access.
 */
export const seesOnlyOwnGrants = (viewer: Viewer): boolean => viewer.orgRole === null;
