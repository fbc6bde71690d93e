import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentReviews } from '../presenter';
import { findReview } from '../queries';
import { loadChangeRequest } from '../../change-requests/load';

const ZGetReviewRequest = z.object({ spaceId: ZId, changeRequestId: ZId, reviewId: ZId });

/** One review of a change request; NOT_FOUND for a review of another change request. */
export async function getReview(
  ctx: ContentContext,
  request: contentV1.GetReviewRequest,
  callContext: CallContext,
): Promise<contentV1.GetReviewResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetReviewRequest, request);
  const { changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  const review = await findReview(ctx.db, changeRequest.id, input.reviewId);
  if (!review) throw notFound('Review not found');
  const [presented] = await presentReviews(ctx, [review], changeRequest, forwardMetadata(callContext));
  return { review: presented };
}
