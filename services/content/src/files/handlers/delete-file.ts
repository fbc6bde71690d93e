import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { fileDeleter } from '../commands/file-deleter';
import { loadWritableContent } from '../../change-requests/load';

const ZDeleteFileRequest = z.object({ spaceId: ZId, changeRequestId: ZId, fileId: ZId });

/** Removes a file from a change request (Quire extension; 204 also when it was not there). */
export async function deleteFile(ctx: ContentContext, request: contentV1.DeleteFileRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDeleteFileRequest, request);
  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  await fileDeleter(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, fileId: input.fileId });
  return {};
}
