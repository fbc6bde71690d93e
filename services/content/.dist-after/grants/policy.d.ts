import type { Viewer } from '../access/policy';
/**
 * What a level on a space or collection allows with its grants: the same levels as the team
 * permissions of collections (collection-permissions/policy.ts), so one rule decides who
 * manages access whatever it is given to.
 */
export declare const grantRules: {
    readonly list: "read";
    readonly manage: "admin";
};
/**
 * Guests see only their own grant and their own teams' (identity shows a guest no other
 * member or team of the organization), which is also everything that gives them access.
 */
export declare const seesOnlyOwnGrants: (viewer: Viewer) => boolean;
