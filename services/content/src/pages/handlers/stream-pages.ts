import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { listingMessages } from '../listing';
import { pageRules } from '../policy';
import { loadContentTarget } from '../../change-requests/load';

/** Header values as the gateway passes them on (HTTP keeps a header line under some kilobytes). */
const ZHeaderValue = z.string().max(8192);

const ZStreamPagesRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  revisionId: ZId.optional(),
  metadata: z.boolean().optional(),
  computed: z.boolean().optional(),
  ifNoneMatch: ZHeaderValue.optional(),
  acceptEncoding: ZHeaderValue.optional(),
});

/**
 * listPages as the gateway serves it: the same pages as ListPages, as JSON already encoded and
 * sent in chunks (listing.ts keeps it per revision and variant). Access is checked on every
 * call, before anything is sent, a 304 included.
 */
export async function* streamPages(
  ctx: ContentContext,
  request: contentV1.StreamPagesRequest,
  callContext: CallContext,
): AsyncGenerator<Partial<contentV1.StreamPagesResponse>> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZStreamPagesRequest, request);
  const target = await loadContentTarget(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
  authorize(target.access, pageRules.view, 'Space');
  const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null };
  yield* listingMessages(ctx, target.revision, { scope, metadata: input.metadata !== false, computed: input.computed !== false }, input);
}
