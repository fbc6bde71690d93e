"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectionRules = void 0;
exports.collectionPermissions = collectionPermissions;
const shared_1 = require("@quire/shared");
/** What a level allows on a collection. */
exports.collectionRules = {
    view: 'read',
    // Title, description, default level, team permissions, move, transfer, delete.
    admin: 'admin',
    // Create spaces and collections inside it.
    create: 'create',
};
function collectionPermissions(access) {
    return {
        view: (0, shared_1.roleAtLeast)(access, exports.collectionRules.view),
        admin: (0, shared_1.roleAtLeast)(access, exports.collectionRules.admin),
        viewInviteLinks: (0, shared_1.roleAtLeast)(access, exports.collectionRules.admin),
        create: (0, shared_1.roleAtLeast)(access, exports.collectionRules.create),
    };
}
//# sourceMappingURL=policy.js.map