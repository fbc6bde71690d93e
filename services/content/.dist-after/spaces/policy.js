"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isRestorable = exports.SPACE_RETENTION_MS = exports.spaceRules = void 0;
exports.spacePermissions = spacePermissions;
const shared_1 = require("@quire/shared");
/** What a level allows on a space. */
exports.spaceRules = {
    view: 'read',
    comment: 'comment',
    // Change the content (live, or through change requests).
    edit: 'edit',
    review: 'review',
    // Title, emoji, icon, edit mode, language, default level, merge rules, move, delete, restore, transfer.
    admin: 'admin',
};
function spacePermissions(access, space) {
    // A locked space takes no edits from anyone until an admin unlocks it.
    const canEdit = (0, shared_1.roleAtLeast)(access, exports.spaceRules.edit) && space.editMode === 'live';
    return {
        view: (0, shared_1.roleAtLeast)(access, exports.spaceRules.view),
        access: (0, shared_1.roleAtLeast)(access, exports.spaceRules.view),
        admin: (0, shared_1.roleAtLeast)(access, exports.spaceRules.admin),
        viewInviteLinks: (0, shared_1.roleAtLeast)(access, exports.spaceRules.admin),
        edit: canEdit,
        triggerGitSync: canEdit,
        comment: (0, shared_1.roleAtLeast)(access, exports.spaceRules.comment),
        merge: canEdit,
        review: (0, shared_1.roleAtLeast)(access, exports.spaceRules.review),
        installIntegration: (0, shared_1.roleAtLeast)(access, exports.spaceRules.admin),
    };
}
/** Deleted spaces stay in the trash this long: they can be restored until then, and are purged after. */
exports.SPACE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const isRestorable = (deletedAt, now) => now.getTime() - deletedAt.getTime() <= exports.SPACE_RETENTION_MS;
exports.isRestorable = isRestorable;
//# sourceMappingURL=policy.js.map