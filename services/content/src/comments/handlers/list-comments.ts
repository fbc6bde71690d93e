import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { commentViewer, presentComments } from '../presenter';
import { listCommentsPage, loadCommentScope, scopeRefOf } from '../queries';
import { directionOf, formatOf, MAX_AUTHORS, statusFilterOf } from '../schemas';

const ZListCommentsRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  page: ZPage,
  limit: ZLimit,
  order: ZEnumValue,
  status: ZEnumValue,
  format: ZEnumValue,
  targetPage: ZId.optional(),
  authors: z.array(ZId).max(MAX_AUTHORS),
});

/**
 * The comments of a space's main content, or of one of its change requests: newest first unless
 * `order=asc`, filtered by `status` (all by default), `targetPage` and `authors`. Anyone who
 * reads the space lists them.
 */
export async function listComments(
  ctx: ContentContext,
  request: contentV1.ListCommentsRequest,
  callContext: CallContext,
): Promise<contentV1.ListCommentsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListCommentsRequest, request);
  const limit = pageLimit(input.limit);
  const direction = directionOf(input.order);
  const status = statusFilterOf(input.status);
  const format = formatOf(input.format);
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  const page = await listCommentsPage(ctx.db, {
    scope: scopeRefOf(scope),
    filters: { status, pageId: input.targetPage, authors: input.authors.length > 0 ? input.authors : undefined },
    direction,
    page: input.page,
    limit,
  });
  const items = await presentComments(ctx, page.items, commentViewer(scope, principal.userId, format), forwardMetadata(callContext));
  return { items, next: page.next, count: page.count };
}
