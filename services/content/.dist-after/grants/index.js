"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spacePermissionService = spacePermissionService;
exports.collectionUserPermissionService = collectionUserPermissionService;
const invite_to_space_1 = require("./handlers/invite-to-space");
const list_collection_permissions_aggregate_1 = require("./handlers/list-collection-permissions-aggregate");
const list_collection_user_permissions_1 = require("./handlers/list-collection-user-permissions");
const list_space_permissions_aggregate_1 = require("./handlers/list-space-permissions-aggregate");
const list_space_team_permissions_1 = require("./handlers/list-space-team-permissions");
const list_space_user_permissions_1 = require("./handlers/list-space-user-permissions");
const remove_collection_user_permission_1 = require("./handlers/remove-collection-user-permission");
const remove_space_team_permission_1 = require("./handlers/remove-space-team-permission");
const remove_space_user_permission_1 = require("./handlers/remove-space-user-permission");
const update_collection_user_permission_1 = require("./handlers/update-collection-user-permission");
const update_space_team_permission_1 = require("./handlers/update-space-team-permission");
const update_space_user_permission_1 = require("./handlers/update-space-user-permission");
/** SpacePermissionService (proto/quire/content/v1/grant.proto). */
function spacePermissionService(ctx) {
    return {
        inviteToSpace: (request, callContext) => (0, invite_to_space_1.inviteToSpace)(ctx, request, callContext),
        listSpaceUserPermissions: (request, callContext) => (0, list_space_user_permissions_1.listSpaceUserPermissions)(ctx, request, callContext),
        updateSpaceUserPermission: (request, callContext) => (0, update_space_user_permission_1.updateSpaceUserPermission)(ctx, request, callContext),
        removeSpaceUserPermission: (request, callContext) => (0, remove_space_user_permission_1.removeSpaceUserPermission)(ctx, request, callContext),
        listSpaceTeamPermissions: (request, callContext) => (0, list_space_team_permissions_1.listSpaceTeamPermissions)(ctx, request, callContext),
        updateSpaceTeamPermission: (request, callContext) => (0, update_space_team_permission_1.updateSpaceTeamPermission)(ctx, request, callContext),
        removeSpaceTeamPermission: (request, callContext) => (0, remove_space_team_permission_1.removeSpaceTeamPermission)(ctx, request, callContext),
        listSpacePermissionsAggregate: (request, callContext) => (0, list_space_permissions_aggregate_1.listSpacePermissionsAggregate)(ctx, request, callContext),
    };
}
/** CollectionUserPermissionService (proto/quire/content/v1/grant.proto). */
function collectionUserPermissionService(ctx) {
    return {
        listCollectionUserPermissions: (request, callContext) => (0, list_collection_user_permissions_1.listCollectionUserPermissions)(ctx, request, callContext),
        updateCollectionUserPermission: (request, callContext) => (0, update_collection_user_permission_1.updateCollectionUserPermission)(ctx, request, callContext),
        removeCollectionUserPermission: (request, callContext) => (0, remove_collection_user_permission_1.removeCollectionUserPermission)(ctx, request, callContext),
        listCollectionPermissionsAggregate: (request, callContext) => (0, list_collection_permissions_aggregate_1.listCollectionPermissionsAggregate)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map