import { hash } from 'node:crypto';
import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { etagMatches } from '../../lib/http-conditions';
import { ZId } from '../../lib/validation';
import { loadSpecVersion, versionNotFound } from '../load';
import { presentVersionContent, versionUrl } from '../presenter';
import { findVersionDocument } from '../queries';
import { ZSpecSlug } from '../validation';

/** Header values as the gateway passes them on (HTTP keeps a header line under some kilobytes). */
const ZHeaderValue = z.string().max(8192);

const ZStreamOpenAPISpecVersionContentRequest = z.object({
  organizationId: ZId,
  specSlug: ZSpecSlug,
  versionId: ZId.optional(),
  ifNoneMatch: ZHeaderValue.optional(),
  acceptEncoding: ZHeaderValue.optional(),
});

/** Bumped whenever presentVersionContent's output changes, so that older ETags stop matching. */
const CONTENT_FORMAT = 1;

/** Bytes a message carries: a document is at most 16 MiB, sent in 1 MiB pieces. */
export const CONTENT_CHUNK_BYTES = 1024 * 1024;

type ContentMessage = Partial<contentV1.StreamOpenAPISpecVersionContentResponse>;

/**
 * The ETag of a version's content: a version never changes, so its id (and the URL written
 * into the body, which for a text source depends on QUIRE_PUBLIC_URL) names the bytes; a 304
 * needs no read of the document.
 */
function contentEtag(versionId: string, url: string): string {
  return `W/"openapi-${hash('sha1', `${versionId}\n${url}\n${CONTENT_FORMAT}`, 'base64url').slice(0, 22)}"`;
}

/**
 * getLatestOpenAPISpecVersionContent and getOpenAPISpecVersionContentById as the gateway
 * serves them (route rows' `jsonStream`): GitBook "OpenAPISpecContent" built around the stored
 * document, sent in chunks. Access and the version are checked before anything is sent, a 304
 * included.
 */
export async function* streamOpenAPISpecVersionContent(
  ctx: ContentContext,
  request: contentV1.StreamOpenAPISpecVersionContentRequest,
  callContext: CallContext,
): AsyncGenerator<ContentMessage> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZStreamOpenAPISpecVersionContentRequest, request);
  const { spec, version } = await loadSpecVersion(ctx, principal, input);
  const url = versionUrl(ctx.urls, spec, version);
  const etag = contentEtag(version.id, url);
  if (etagMatches(input.ifNoneMatch, etag)) {
    yield { etag, notModified: true, chunk: Buffer.alloc(0) };
    return;
  }
  const document = await findVersionDocument(ctx.db, version.id);
  // Deleted with its spec since it was found.
  if (document === null) throw versionNotFound();
  const body = presentVersionContent(document, url);
  for (let offset = 0; offset < body.length; offset += CONTENT_CHUNK_BYTES) {
    const chunk = body.subarray(offset, offset + CONTENT_CHUNK_BYTES);
    yield offset === 0 ? { etag, contentLength: body.length, chunk } : { chunk };
  }
}
