import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { inviteToCollection } from './handlers/invite-to-collection';
import { listCollectionTeamPermissions } from './handlers/list-collection-team-permissions';
import { removeCollectionTeamPermission } from './handlers/remove-collection-team-permission';
import { updateCollectionTeamPermission } from './handlers/update-collection-team-permission';

/** CollectionPermissionService (proto/quire/content/v1/collection_permission.proto). */
export function collectionPermissionService(ctx: ContentContext): contentV1.CollectionPermissionServiceImplementation {
  return {
    inviteToCollection: (request, callContext) => inviteToCollection(ctx, request, callContext),
    listCollectionTeamPermissions: (request, callContext) => listCollectionTeamPermissions(ctx, request, callContext),
    updateCollectionTeamPermission: (request, callContext) => updateCollectionTeamPermission(ctx, request, callContext),
    removeCollectionTeamPermission: (request, callContext) => removeCollectionTeamPermission(ctx, request, callContext),
  };
}
