import type { Viewer } from '../access/policy';
/** What a level on a collection allows with its team permissions. */
export declare const collectionPermissionRules: {
    readonly list: "read";
    readonly manage: "admin";
};
/**
 * Guests see the permissions of their own teams only: identity shows a guest no other team of
 * the organization (its ListTeams is for members), and a guest's access to a collection can
 * only come from their teams, so that list is what explains it.
 */
export declare const seesOnlyOwnTeams: (viewer: Viewer) => boolean;
