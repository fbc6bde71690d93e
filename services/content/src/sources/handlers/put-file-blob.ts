import type { contentV1 } from '@quire/proto';
import { invalidArgument, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { sourceBlobPutter } from '../commands/source-blob-putter';
import { findSourceSpace } from '../queries';

const ZPutFileBlobRequest = z.object({ organizationId: ZId, spaceId: ZId, data: z.instanceof(Uint8Array) });

/** PutFileBlob (git-worker): the bytes of a file a WriteRevision of the space will name by hash. */
export async function putFileBlob(ctx: ContentContext, request: contentV1.PutFileBlobRequest): Promise<contentV1.PutFileBlobResponse> {
  const input = parseRequest(ZPutFileBlobRequest, request);
  if (input.data.byteLength > ctx.limits.maxUploadBytes) {
    throw invalidArgument(`data: the file is larger than the upload limit of ${ctx.limits.maxUploadBytes} bytes`);
  }
  const space = await findSourceSpace(ctx.db, input.organizationId, input.spaceId);
  return sourceBlobPutter(ctx, { spaceId: space.id, data: input.data });
}
