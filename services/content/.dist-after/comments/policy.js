"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.commentRules = void 0;
exports.commentPermissions = commentPermissions;
exports.authorizeParticipate = authorizeParticipate;
exports.authorizeEditBody = authorizeEditBody;
exports.authorizeDelete = authorizeDelete;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const policy_2 = require("../spaces/policy");
/**
 * The level each comment action needs on the space (the same for the comments of a change
 * request). Resolving and reopening are part of the discussion, not an edit of someone's words:
 * anyone who may comment may resolve or reopen any comment, as in GitBook. Editing a body is
 * for its author only (an admin may delete it, not rewrite it).
 */
exports.commentRules = {
    // Read comments and replies.
    view: policy_2.spaceRules.view,
    // Post, reply, react, resolve and reopen; edit or delete one's own.
    participate: policy_2.spaceRules.comment,
    // Delete anyone's comment or reply.
    moderate: policy_2.spaceRules.admin,
};
/** What the viewer may do with a comment or reply: the rules of the guards below, as booleans. */
function commentPermissions(access, viewerId, item) {
    const participates = (0, shared_1.roleAtLeast)(access, exports.commentRules.participate);
    const own = participates && item.postedById === viewerId;
    return {
        view: (0, shared_1.roleAtLeast)(access, exports.commentRules.view),
        edit: own,
        reply: participates,
        delete: own || (0, shared_1.roleAtLeast)(access, exports.commentRules.moderate),
    };
}
/** Guards posting, replying, reacting, resolving and reopening (and any update or delete): the `comment` level. */
function authorizeParticipate(access) {
    (0, policy_1.authorize)(access, exports.commentRules.participate, 'Space');
}
/** Guards editing the body of a comment or reply: its author, who may still comment. */
function authorizeEditBody(access, viewerId, item, what) {
    authorizeParticipate(access);
    if (item.postedById !== viewerId)
        throw (0, shared_1.permissionDenied)(`Only the author of a ${what} can edit it`);
}
/** Guards deleting a comment or reply: its author (who may still comment) or a space admin. */
function authorizeDelete(access, viewerId, item, what) {
    authorizeParticipate(access);
    if (!commentPermissions(access, viewerId, item).delete) {
        throw (0, shared_1.permissionDenied)(`Only the author of a ${what} or an admin of the space can delete it`);
    }
}
//# sourceMappingURL=policy.js.map