import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize, collectionAccess, withCollection } from '../../access/policy';
import type { ContentContext } from '../../context';
import { defaultLevelFromDb, defaultLevelFromRequest } from '../../lib/enums';
import { ZCollectionDescription, ZCollectionTitle, ZEnumValue, ZId } from '../../lib/validation';
import { collectionUpdater, type CollectionChanges } from '../commands/collection-updater';
import { collectionRules } from '../policy';
import { presentCollection } from '../presenter';
import { loadCollection } from '../load';

const ZUpdateCollectionRequest = z.object({
  collectionId: ZId,
  title: ZCollectionTitle.optional(),
  description: ZCollectionDescription.optional(),
  defaultLevel: ZEnumValue,
});

export async function updateCollection(
  ctx: ContentContext,
  request: contentV1.UpdateCollectionRequest,
  callContext: CallContext,
): Promise<contentV1.UpdateCollectionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateCollectionRequest, request);
  const changes: CollectionChanges = {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
  };
  const defaultLevel = defaultLevelFromRequest(input.defaultLevel);
  if (defaultLevel !== undefined) changes.defaultLevel = defaultLevel;
  const { collection, access, viewer, tree } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionRules.admin, 'Collection');
  if (Object.keys(changes).length === 0) return { collection: presentCollection(collection, access, ctx.urls) };

  const updated = await collectionUpdater(ctx.db, { collectionId: collection.id, changes, actorId: principal.userId });
  // A new default level can change the caller's own level on the collection.
  const node = { id: updated.id, parentId: updated.parentId, defaultLevel: defaultLevelFromDb(updated.defaultLevel) };
  return { collection: presentCollection(updated, collectionAccess(viewer, withCollection(tree, node), updated.id), ctx.urls) };
}
