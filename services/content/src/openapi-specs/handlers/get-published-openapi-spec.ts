import type { contentV1 } from '@quire/proto';
import { notFound, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { findPublishedDocument } from '../queries';
import { ZSpecSlug } from '../validation';

const ZGetPublishedOpenAPISpecRequest = z.object({ organizationId: ZId, specSlug: ZSpecSlug });

/** One answer for a private spec, one without a valid version and none at all: nothing is learnt. */
const NOT_PUBLISHED = 'No published OpenAPI specification found';

/**
 * The newest valid version of a public spec as JSON (extension; the route needs no bearer
 * token, as `urls.published` is for anyone). Takes no principal.
 */
export async function getPublishedOpenAPISpec(
  ctx: ContentContext,
  request: contentV1.GetPublishedOpenAPISpecRequest,
  _callContext: CallContext,
): Promise<contentV1.GetPublishedOpenAPISpecResponse> {
  const parsed = ZGetPublishedOpenAPISpecRequest.safeParse(request);
  const document = parsed.success ? await findPublishedDocument(ctx.db, parsed.data.organizationId, parsed.data.specSlug) : null;
  if (document === null) throw notFound(NOT_PUBLISHED);
  return { data: Buffer.from(document, 'utf8'), contentType: 'application/json' };
}
