import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getReview } from './handlers/get-review';
import { listReviews } from './handlers/list-reviews';
import { submitReview } from './handlers/submit-review';

/** ChangeRequestReviewService (proto/quire/content/v1/change_request_review.proto). */
export function changeRequestReviewService(ctx: ContentContext): contentV1.ChangeRequestReviewServiceImplementation {
  return {
    listReviews: (request, callContext) => listReviews(ctx, request, callContext),
    submitReview: (request, callContext) => submitReview(ctx, request, callContext),
    getReview: (request, callContext) => getReview(ctx, request, callContext),
  };
}
