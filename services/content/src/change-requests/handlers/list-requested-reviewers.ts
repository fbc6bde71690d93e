import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentRequestedReviewers } from '../presenter';
import { listReviewersPage } from '../queries';
import { loadChangeRequest } from '../load';

const ZListRequestedReviewersRequest = z.object({ spaceId: ZId, changeRequestId: ZId, page: ZPage, limit: ZLimit });

/** The users asked to review a change request, oldest request first; anyone who reads the space lists them. */
export async function listRequestedReviewers(
  ctx: ContentContext,
  request: contentV1.ListRequestedReviewersRequest,
  callContext: CallContext,
): Promise<contentV1.ListRequestedReviewersResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListRequestedReviewersRequest, request);
  const limit = pageLimit(input.limit);
  const { changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  const page = await listReviewersPage(ctx.db, { changeRequestId: changeRequest.id, page: input.page, limit });
  const items = await presentRequestedReviewers(ctx, page.items, forwardMetadata(callContext));
  return { items, next: page.next, count: page.count };
}
