import type { contentV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { removeGrant } from '../operations';

const ZRemoveCollectionUserPermissionRequest = z.object({ collectionId: ZId, userId: ZId });

/** Removes the user's grant on the collection: `removed` (205) when there was one, else 204. */
export function removeCollectionUserPermission(
  ctx: ContentContext,
  request: contentV1.RemoveCollectionUserPermissionRequest,
  callContext: CallContext,
): Promise<contentV1.RemoveCollectionUserPermissionResponse> {
  const input = parseRequest(ZRemoveCollectionUserPermissionRequest, request);
  return removeGrant(ctx, callContext, { kind: 'collection', collectionId: input.collectionId }, 'user', input.userId);
}
