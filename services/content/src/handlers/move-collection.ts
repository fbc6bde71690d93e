import type { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, type CallContext } from '@quire/shared';
import { moveCollection as moveCollectionCommand } from '../commands/collection-mover';
import type { ContentContext } from '../context';
import { authorize, collectionAccess } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { presentCollection } from '../presenters/collection';
import { loadChainTree } from '../queries/access-tree';
import { checkDestination, requestedParent, wouldNestInItself } from './destination';
import { loadCollection } from './load';

export async function moveCollection(
  ctx: ContentContext,
  request: contentV1.MoveCollectionRequest,
  context: CallContext,
): Promise<contentV1.MoveCollectionResponse> {
  const principal = getPrincipal(context);
  const { collection, access, viewer } = await loadCollection(ctx, principal, request.collectionId);
  authorize(access, collectionRules.admin, 'Collection');

  const parentId = requestedParent(request.parent, collection.parentId);
  if (parentId === collection.id) throw invalidArgument('parent: a collection cannot be moved into itself');
  const destination = await checkDestination(ctx, {
    viewer,
    organizationId: collection.organizationId,
    parentId,
    changesParent: parentId !== collection.parentId,
  });
  if (wouldNestInItself(destination, parentId, collection.id)) {
    throw invalidArgument('parent: a collection cannot be moved into one of its sub-collections');
  }

  const moved = await moveCollectionCommand(ctx.db, {
    collection,
    parentId,
    position: request.position,
    actorId: principal.userId,
  });
  const movedTree = await loadChainTree(ctx.db, moved.id, viewer.teamIds);
  return { collection: presentCollection(moved, collectionAccess(viewer, movedTree, moved.id), ctx.urls) };
}
