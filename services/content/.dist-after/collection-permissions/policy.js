"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.seesOnlyOwnTeams = exports.collectionPermissionRules = void 0;
/** What a level on a collection allows with its team permissions. */
exports.collectionPermissionRules = {
    // Anyone who can read the collection may see who else has access to it.
    list: 'read',
    // Invite, change and remove teams.
    manage: 'admin',
};
/**
 * Guests see the permissions of their own teams only: identity shows a guest no other team of
 * the organization (its ListTeams is for members), and a guest's access to a collection can
 * only come from their teams, so that list is what explains it.
 */
const seesOnlyOwnTeams = (viewer) => viewer.orgRole === null;
exports.seesOnlyOwnTeams = seesOnlyOwnTeams;
//# sourceMappingURL=policy.js.map