import type { contentV1 } from '@quire/proto';
import { notFound, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { renderPdfDownload } from '../../exports/pdf-download';

const ZDownloadRequest = z.object({ token: z.string().min(1).max(2048) });

/** One answer for every refusal, so a client learns nothing about why (bad, expired or unknown). */
const NOT_FOUND_MESSAGE = 'Download not found or expired';

/**
 * The bytes behind a signed download URL (`GET /v1/downloads/{token}`, no bearer token: the
 * signature is the authorization). A file's token names its blob, content type and name; a
 * PDF token names a revision (and page) to render.
 */
export async function download(ctx: ContentContext, request: contentV1.DownloadRequest, _callContext: CallContext): Promise<contentV1.DownloadResponse> {
  // The token is a credential: a malformed one is refused like a forged one (404), not with 400.
  const parsed = ZDownloadRequest.safeParse(request);
  const payload = parsed.success ? ctx.signer.verify(parsed.data.token) : undefined;
  if (!payload) throw notFound(NOT_FOUND_MESSAGE);
  if (payload.kind === 'pdf') return renderPdfDownload(ctx, payload);
  if (payload.kind !== 'blob') throw notFound(NOT_FOUND_MESSAGE);
  const data = await ctx.blobs.get(payload.hash);
  if (!data) throw notFound(NOT_FOUND_MESSAGE);
  return { data, contentType: payload.contentType, fileName: payload.name };
}
