import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadWritableContent } from '../../change-requests/load';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { reusableContentDeleter } from '../commands/reusable-content-writer';

const ZDeleteReusableContentRequest = z.object({ spaceId: ZId, changeRequestId: ZId, reusableContentId: ZId });

/** Removes a reusable content from a change request (Quire extension; 204 also when it was not there). */
export async function deleteReusableContent(
  ctx: ContentContext,
  request: contentV1.DeleteReusableContentRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDeleteReusableContentRequest, request);
  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  await reusableContentDeleter(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, reusableContentId: input.reusableContentId });
  return {};
}
