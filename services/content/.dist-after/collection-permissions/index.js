"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectionPermissionService = collectionPermissionService;
const invite_to_collection_1 = require("./handlers/invite-to-collection");
const list_collection_team_permissions_1 = require("./handlers/list-collection-team-permissions");
const remove_collection_team_permission_1 = require("./handlers/remove-collection-team-permission");
const update_collection_team_permission_1 = require("./handlers/update-collection-team-permission");
/** CollectionPermissionService (proto/quire/content/v1/collection_permission.proto). */
function collectionPermissionService(ctx) {
    return {
        inviteToCollection: (request, callContext) => (0, invite_to_collection_1.inviteToCollection)(ctx, request, callContext),
        listCollectionTeamPermissions: (request, callContext) => (0, list_collection_team_permissions_1.listCollectionTeamPermissions)(ctx, request, callContext),
        updateCollectionTeamPermission: (request, callContext) => (0, update_collection_team_permission_1.updateCollectionTeamPermission)(ctx, request, callContext),
        removeCollectionTeamPermission: (request, callContext) => (0, remove_collection_team_permission_1.removeCollectionTeamPermission)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map