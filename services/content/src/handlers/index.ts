import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { countMemberSpaces } from './count-member-spaces';
import { countTeamSpaces } from './count-team-spaces';
import { createCollection } from './create-collection';
import { createSpace } from './create-space';
import { deleteCollection } from './delete-collection';
import { deleteSpace } from './delete-space';
import { duplicateSpace } from './duplicate-space';
import { getCollection } from './get-collection';
import { getRevision } from './get-revision';
import { getSpace } from './get-space';
import { inviteToCollection } from './invite-to-collection';
import { listCollectionSpaces } from './list-collection-spaces';
import { listCollectionTeamPermissions } from './list-collection-team-permissions';
import { listCollections } from './list-collections';
import { listMemberSpaces } from './list-member-spaces';
import { listSpaceLinks } from './list-space-links';
import { listSpaces } from './list-spaces';
import { moveCollection } from './move-collection';
import { moveSpace } from './move-space';
import { removeCollectionTeamPermission } from './remove-collection-team-permission';
import { restoreSpace } from './restore-space';
import { transferCollection } from './transfer-collection';
import { transferSpace } from './transfer-space';
import { updateCollection } from './update-collection';
import { updateCollectionTeamPermission } from './update-collection-team-permission';
import { updateSpace } from './update-space';

/** The ContentService implementation: one handler file per rpc, all sharing `ctx`. */
export function contentServiceImplementation(ctx: ContentContext): contentV1.CollectionServiceImplementation &
  contentV1.CollectionPermissionServiceImplementation &
  contentV1.SpaceServiceImplementation &
  contentV1.LinkServiceImplementation &
  contentV1.RevisionServiceImplementation &
  contentV1.ContentInternalServiceImplementation {
  return {
    listCollections: (request, context) => listCollections(ctx, request, context),
    createCollection: (request, context) => createCollection(ctx, request, context),
    getCollection: (request, context) => getCollection(ctx, request, context),
    updateCollection: (request, context) => updateCollection(ctx, request, context),
    deleteCollection: (request, context) => deleteCollection(ctx, request, context),
    listCollectionSpaces: (request, context) => listCollectionSpaces(ctx, request, context),
    moveCollection: (request, context) => moveCollection(ctx, request, context),
    transferCollection: (request, context) => transferCollection(ctx, request, context),
    inviteToCollection: (request, context) => inviteToCollection(ctx, request, context),
    listCollectionTeamPermissions: (request, context) => listCollectionTeamPermissions(ctx, request, context),
    updateCollectionTeamPermission: (request, context) => updateCollectionTeamPermission(ctx, request, context),
    removeCollectionTeamPermission: (request, context) => removeCollectionTeamPermission(ctx, request, context),
    listSpaces: (request, context) => listSpaces(ctx, request, context),
    createSpace: (request, context) => createSpace(ctx, request, context),
    listMemberSpaces: (request, context) => listMemberSpaces(ctx, request, context),
    getSpace: (request, context) => getSpace(ctx, request, context),
    updateSpace: (request, context) => updateSpace(ctx, request, context),
    deleteSpace: (request, context) => deleteSpace(ctx, request, context),
    duplicateSpace: (request, context) => duplicateSpace(ctx, request, context),
    restoreSpace: (request, context) => restoreSpace(ctx, request, context),
    moveSpace: (request, context) => moveSpace(ctx, request, context),
    transferSpace: (request, context) => transferSpace(ctx, request, context),
    listSpaceLinks: (request, context) => listSpaceLinks(ctx, request, context),
    getRevision: (request, context) => getRevision(ctx, request, context),
    countTeamSpaces: (request) => countTeamSpaces(ctx, request),
    countMemberSpaces: (request) => countMemberSpaces(ctx, request),
  };
}
