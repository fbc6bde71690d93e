import type { contentV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { removeGrant } from '../operations';

const ZRemoveSpaceUserPermissionRequest = z.object({ spaceId: ZId, userId: ZId });

/** Removes the user's grant on the space: `removed` (205) when there was one, else 204. */
export function removeSpaceUserPermission(
  ctx: ContentContext,
  request: contentV1.RemoveSpaceUserPermissionRequest,
  callContext: CallContext,
): Promise<contentV1.RemoveSpaceUserPermissionResponse> {
  const input = parseRequest(ZRemoveSpaceUserPermissionRequest, request);
  return removeGrant(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, 'user', input.userId);
}
