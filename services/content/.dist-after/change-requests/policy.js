"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changeRequestRules = void 0;
exports.authorizeCreate = authorizeCreate;
exports.authorizeMerge = authorizeMerge;
exports.closedReason = closedReason;
exports.reviewRequestRefusal = reviewRequestRefusal;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const policy_2 = require("../spaces/policy");
/** The level each change request action needs on its space. */
exports.changeRequestRules = {
    // Read a change request, list them and their requested reviewers.
    view: policy_2.spaceRules.view,
    // Create one, change its subject, description or status, request or remove reviewers.
    edit: policy_2.spaceRules.edit,
};
/**
 * Guards creating a change request: the `edit` level on the space, and a space that is not
 * locked (a locked space takes no edits from anyone, change requests included, until an admin
 * unlocks it). Existing change requests stay manageable in a locked space (status, reviewers).
 */
function authorizeCreate(access, space) {
    (0, policy_1.authorize)(access, exports.changeRequestRules.edit, 'Space');
    if (space.editMode === 'locked') {
        throw (0, shared_1.permissionDenied)('This space is locked: no one can edit it or create change requests until an admin unlocks it');
    }
}
/**
 * Guards merging a change request: the `edit` level on the space, and a space that is not
 * locked (the rule of the space's `permissions.merge`). The merge runs it twice: in the handler
 * with the space it loaded, and in the merge's transaction with the space row locked, so that a
 * space locked meanwhile is not merged into.
 */
function authorizeMerge(access, space) {
    (0, policy_1.authorize)(access, exports.changeRequestRules.view, 'Space');
    if (!(0, policy_2.spacePermissions)(access, space).merge)
        throw (0, shared_1.permissionDenied)('You cannot merge change requests in this space');
}
/** Why a change request takes no more writes (content, merge, update from main), or undefined when it does. */
function closedReason(status) {
    if (status === 'merged')
        return 'The change request is merged and cannot be changed';
    if (status === 'archived')
        return 'The change request is archived: reopen it before changing it';
    return undefined;
}
/** Why a change request takes no reviewer requests (merged or archived), or undefined. */
function reviewRequestRefusal(status) {
    if (status === 'merged')
        return 'The change request is merged and cannot be changed';
    if (status === 'archived')
        return 'The change request is archived: reopen it before requesting reviews';
    return undefined;
}
//# sourceMappingURL=policy.js.map