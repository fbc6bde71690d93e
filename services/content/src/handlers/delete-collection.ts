import { getPrincipal, Status, ServerError, type CallContext } from '@quire/shared';
import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { deleteCollection as deleteCollectionCommand } from '../commands/collection-deleter';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { loadCollection } from './load';

/** Idempotent, as GitBook's (204 "Collection did not exist"): a missing collection is not an error. */
export async function deleteCollection(
  ctx: ContentContext,
  request: contentV1.DeleteCollectionRequest,
  context: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(context);
  let loaded;
  try {
    loaded = await loadCollection(ctx, principal, request.collectionId);
    authorize(loaded.access, collectionRules.admin, 'Collection');
  } catch (error) {
    if (error instanceof ServerError && error.code === Status.NOT_FOUND) return {};
    throw error;
  }
  await deleteCollectionCommand(ctx.db, {
    collectionId: loaded.collection.id,
    organizationId: loaded.collection.organizationId,
    actorId: principal.userId,
  });
  return {};
}
