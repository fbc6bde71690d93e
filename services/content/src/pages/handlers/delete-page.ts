import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { pageDeleter } from '../commands/page-deleter';
import { loadWritableContent } from '../../change-requests/load';

const ZDeletePageRequest = z.object({ spaceId: ZId, changeRequestId: ZId, pageId: ZId });

/** Deletes a page and all its descendants from a change request (Quire extension; 204 also when it was not there). */
export async function deletePage(ctx: ContentContext, request: contentV1.DeletePageRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDeletePageRequest, request);
  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  await pageDeleter(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, pageId: input.pageId });
  return {};
}
