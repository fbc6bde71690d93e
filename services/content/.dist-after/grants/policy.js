"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.seesOnlyOwnGrants = exports.grantRules = void 0;
/**
 * What a level on a space or collection allows with its grants: the same levels as the team
 * permissions of collections (collection-permissions/policy.ts), so one rule decides who
 * manages access whatever it is given to.
 */
exports.grantRules = {
    // Anyone who can read the resource may see who else was given access to it.
    list: 'read',
    // Give, change and remove grants: the resource's admins (organization admins, and whoever
    // was given `admin` on it or on a collection above it).
    manage: 'admin',
};
/**
 * Guests see only their own grant and their own teams' (identity shows a guest no other
 * member or team of the organization), which is also everything that gives them access.
 */
const seesOnlyOwnGrants = (viewer) => viewer.orgRole === null;
exports.seesOnlyOwnGrants = seesOnlyOwnGrants;
//# sourceMappingURL=policy.js.map