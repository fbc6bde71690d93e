import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { inviteToSpace } from './handlers/invite-to-space';
import { listCollectionPermissionsAggregate } from './handlers/list-collection-permissions-aggregate';
import { listCollectionUserPermissions } from './handlers/list-collection-user-permissions';
import { listSpacePermissionsAggregate } from './handlers/list-space-permissions-aggregate';
import { listSpaceTeamPermissions } from './handlers/list-space-team-permissions';
import { listSpaceUserPermissions } from './handlers/list-space-user-permissions';
import { removeCollectionUserPermission } from './handlers/remove-collection-user-permission';
import { removeSpaceTeamPermission } from './handlers/remove-space-team-permission';
import { removeSpaceUserPermission } from './handlers/remove-space-user-permission';
import { updateCollectionUserPermission } from './handlers/update-collection-user-permission';
import { updateSpaceTeamPermission } from './handlers/update-space-team-permission';
import { updateSpaceUserPermission } from './handlers/update-space-user-permission';

/** SpacePermissionService (proto/quire/content/v1/grant.proto). */
export function spacePermissionService(ctx: ContentContext): contentV1.SpacePermissionServiceImplementation {
  return {
    inviteToSpace: (request, callContext) => inviteToSpace(ctx, request, callContext),
    listSpaceUserPermissions: (request, callContext) => listSpaceUserPermissions(ctx, request, callContext),
    updateSpaceUserPermission: (request, callContext) => updateSpaceUserPermission(ctx, request, callContext),
    removeSpaceUserPermission: (request, callContext) => removeSpaceUserPermission(ctx, request, callContext),
    listSpaceTeamPermissions: (request, callContext) => listSpaceTeamPermissions(ctx, request, callContext),
    updateSpaceTeamPermission: (request, callContext) => updateSpaceTeamPermission(ctx, request, callContext),
    removeSpaceTeamPermission: (request, callContext) => removeSpaceTeamPermission(ctx, request, callContext),
    listSpacePermissionsAggregate: (request, callContext) => listSpacePermissionsAggregate(ctx, request, callContext),
  };
}

/** CollectionUserPermissionService (proto/quire/content/v1/grant.proto). */
export function collectionUserPermissionService(ctx: ContentContext): contentV1.CollectionUserPermissionServiceImplementation {
  return {
    listCollectionUserPermissions: (request, callContext) => listCollectionUserPermissions(ctx, request, callContext),
    updateCollectionUserPermission: (request, callContext) => updateCollectionUserPermission(ctx, request, callContext),
    removeCollectionUserPermission: (request, callContext) => removeCollectionUserPermission(ctx, request, callContext),
    listCollectionPermissionsAggregate: (request, callContext) => listCollectionPermissionsAggregate(ctx, request, callContext),
  };
}
