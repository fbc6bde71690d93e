import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentReviews } from '../presenter';
import { listReviewsPage } from '../queries';
import { loadChangeRequest } from '../../change-requests/load';

const ZListReviewsRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId,
  outdated: z.boolean().optional(),
  page: ZPage,
  limit: ZLimit,
});

/** A change request's reviews, newest first, only the outdated (or current) ones when `outdated` is given; anyone who reads the space lists them. */
export async function listReviews(
  ctx: ContentContext,
  request: contentV1.ListReviewsRequest,
  callContext: CallContext,
): Promise<contentV1.ListReviewsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListReviewsRequest, request);
  const limit = pageLimit(input.limit);
  const { changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  const page = await listReviewsPage(ctx.db, { changeRequestId: changeRequest.id, outdated: input.outdated, page: input.page, limit });
  const items = await presentReviews(ctx, page.items, changeRequest, forwardMetadata(callContext));
  return { items, next: page.next, count: page.count };
}
