import type { contentV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { updateCollection as updateCollectionCommand, type CollectionChanges } from '../commands/collection-updater';
import type { ContentContext } from '../context';
import { authorize, collectionAccess } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { presentCollection } from '../presenters/collection';
import { defaultLevelFromDb, defaultLevelFromRequest } from '../presenters/levels';
import { loadCollection } from './load';
import { parseField, ZCollectionDescription, ZCollectionTitle } from '../validation';

export async function updateCollection(
  ctx: ContentContext,
  request: contentV1.UpdateCollectionRequest,
  context: CallContext,
): Promise<contentV1.UpdateCollectionResponse> {
  const principal = getPrincipal(context);
  const changes: CollectionChanges = {
    ...(request.title !== undefined && { title: parseField(ZCollectionTitle, request.title, 'title') }),
    ...(request.description !== undefined && { description: parseField(ZCollectionDescription, request.description, 'description') }),
  };
  const defaultLevel = defaultLevelFromRequest(request.defaultLevel);
  if (defaultLevel !== undefined) changes.defaultLevel = defaultLevel;
  const { collection, access, viewer, tree } = await loadCollection(ctx, principal, request.collectionId);
  authorize(access, collectionRules.admin, 'Collection');
  if (Object.keys(changes).length === 0) return { collection: presentCollection(collection, access, ctx.urls) };

  const updated = await updateCollectionCommand(ctx.db, { collectionId: collection.id, changes, actorId: principal.userId });
  // A new default level can change the caller's own level on the collection.
  const updatedTree = {
    ...tree,
    collections: new Map(tree.collections).set(updated.id, {
      id: updated.id,
      parentId: updated.parentId,
      defaultLevel: defaultLevelFromDb(updated.defaultLevel),
    }),
  };
  return { collection: presentCollection(updated, collectionAccess(viewer, updatedTree, updated.id), ctx.urls) };
}
