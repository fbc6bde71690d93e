"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.authorizeGitInstallationChange = exports.authorizeGitInfo = void 0;
exports.authorizeGitSync = authorizeGitSync;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const policy_2 = require("../spaces/policy");
/**
 * Who may do what with a space's Git sync. Importing and exporting are the space's
 * `permissions.triggerGitSync` (edit, on a space that is not locked: an import rewrites its
 * content); reading the Git info needs read; removing an installation is configuration,
 * for the space's admins.
 */
function authorizeGitSync(access, space) {
    (0, policy_1.authorize)(access, policy_2.spaceRules.edit, 'Space');
    if (!(0, policy_2.spacePermissions)(access, space).triggerGitSync)
        throw (0, shared_1.permissionDenied)('The space is locked: Git sync cannot run on it');
}
const authorizeGitInfo = (access) => (0, policy_1.authorize)(access, policy_2.spaceRules.view, 'Space');
exports.authorizeGitInfo = authorizeGitInfo;
const authorizeGitInstallationChange = (access) => (0, policy_1.authorize)(access, policy_2.spaceRules.admin, 'Space');
exports.authorizeGitInstallationChange = authorizeGitInstallationChange;
//# sourceMappingURL=policy.js.map