import type { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, newId, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { FileEntry } from '../../content-tree/entries';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { fileAdder } from '../commands/file-adder';
import { imageDimensions } from '../dimensions';
import { presentFile } from '../presenter';
import { mediaTypeOf, ZFileName } from '../schemas';
import { loadWritableContent } from '../../change-requests/load';

const ZUploadFileRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId,
  name: ZFileName,
  contentType: z.string().max(1024),
  data: z.instanceof(Uint8Array),
});

/**
 * Adds a file to a change request (Quire extension): the request body's bytes as they came,
 * with its Content-Type. The bytes go to the blob store first (content-addressed: storing the
 * same bytes twice keeps one copy), then the file entry into a new revision of the change
 * request. Images (PNG, JPEG, GIF, WebP, SVG) get their dimensions.
 */
export async function uploadFile(ctx: ContentContext, request: contentV1.UploadFileRequest, callContext: CallContext): Promise<contentV1.UploadFileResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUploadFileRequest, request);
  // The gateway refuses larger bodies with 413 first (same QUIRE_MAX_UPLOAD_BYTES); this
  // service checks again for its other callers.
  if (input.data.byteLength > ctx.limits.maxUploadBytes) {
    throw invalidArgument(`data: the file is larger than the upload limit of ${ctx.limits.maxUploadBytes} bytes`);
  }
  const contentType = mediaTypeOf(input.contentType);
  if (!contentType) throw invalidArgument('contentType: must be a media type such as "image/png"');

  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  const blobHash = await ctx.blobs.put(input.data);
  const dimensions = imageDimensions(input.data, contentType);
  const file: FileEntry = {
    id: newId(),
    name: input.name,
    contentType,
    size: input.data.byteLength,
    blobHash,
    ...(dimensions && { width: dimensions.width, height: dimensions.height }),
    createdAt: new Date().toISOString(),
  };
  await fileAdder(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, file });
  return { file: presentFile(ctx, file) };
}
