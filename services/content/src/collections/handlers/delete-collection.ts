import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, ServerError, Status, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { collectionDeleter } from '../commands/collection-deleter';
import { collectionRules } from '../policy';
import { loadCollection } from '../load';

const ZDeleteCollectionRequest = z.object({ collectionId: ZId });

/** Idempotent, as GitBook's (204 "Collection did not exist"): a missing collection is not an error. */
export async function deleteCollection(
  ctx: ContentContext,
  request: contentV1.DeleteCollectionRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDeleteCollectionRequest, request);
  let loaded;
  try {
    loaded = await loadCollection(ctx, principal, input.collectionId);
    authorize(loaded.access, collectionRules.admin, 'Collection');
  } catch (error) {
    if (error instanceof ServerError && error.code === Status.NOT_FOUND) return {};
    throw error;
  }
  await collectionDeleter(ctx.db, {
    collectionId: loaded.collection.id,
    organizationId: loaded.collection.organizationId,
    actorId: principal.userId,
  });
  return {};
}
