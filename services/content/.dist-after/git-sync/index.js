"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.gitSyncService = gitSyncService;
exports.gitSyncInternalService = gitSyncInternalService;
const complete_git_operation_1 = require("./handlers/complete-git-operation");
const delete_legacy_git_installation_1 = require("./handlers/delete-legacy-git-installation");
const export_to_git_repository_1 = require("./handlers/export-to-git-repository");
const get_git_operation_1 = require("./handlers/get-git-operation");
const get_space_git_info_1 = require("./handlers/get-space-git-info");
const import_git_repository_1 = require("./handlers/import-git-repository");
/** GitSyncService (proto/quire/content/v1/git_sync.proto): the Git sync routes. */
function gitSyncService(ctx) {
    return {
        importGitRepository: (request, callContext) => (0, import_git_repository_1.importGitRepository)(ctx, request, callContext),
        exportToGitRepository: (request, callContext) => (0, export_to_git_repository_1.exportToGitRepository)(ctx, request, callContext),
        getSpaceGitInfo: (request, callContext) => (0, get_space_git_info_1.getSpaceGitInfo)(ctx, request, callContext),
        deleteLegacyGitInstallation: (request, callContext) => (0, delete_legacy_git_installation_1.deleteLegacyGitInstallation)(ctx, request, callContext),
    };
}
/** GitSyncInternalService: for the git-worker, no principal (docs/outside-sources.md). */
function gitSyncInternalService(ctx) {
    return {
        getGitOperation: (request) => (0, get_git_operation_1.getGitOperation)(ctx, request),
        completeGitOperation: (request) => (0, complete_git_operation_1.completeGitOperation)(ctx, request),
    };
}
//# sourceMappingURL=index.js.map