import { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import type { ReviewStatus } from '../../generated/prisma/enums';
import { ZEnumValue, ZId } from '../../lib/validation';
import { reviewSubmitter } from '../commands/review-submitter';
import { authorizeSubmit, reviewRefusal } from '../policy';
import { presentReviews } from '../presenter';
import { loadChangeRequest } from '../../change-requests/load';

const ZSubmitReviewRequest = z.object({ spaceId: ZId, changeRequestId: ZId, status: ZEnumValue });

function statusFromRequest(status: contentV1.ReviewStatus): ReviewStatus {
  if (status === contentV1.ReviewStatus.REVIEW_STATUS_APPROVED) return 'approved';
  if (status === contentV1.ReviewStatus.REVIEW_STATUS_CHANGES_REQUESTED) return 'changes_requested';
  throw invalidArgument('status: must be approved or changes-requested');
}

/**
 * Reviews the change request's current revision (approved or changes-requested). Needs the
 * `review` level on the space, and the caller must not be the change request's author (403);
 * merged and archived change requests take no review (400).
 */
export async function submitReview(
  ctx: ContentContext,
  request: contentV1.SubmitReviewRequest,
  callContext: CallContext,
): Promise<contentV1.SubmitReviewResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZSubmitReviewRequest, request);
  const status = statusFromRequest(input.status);
  const { access, changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  authorizeSubmit(access, { reviewerId: principal.userId, authorId: changeRequest.createdById });
  const refusal = reviewRefusal(changeRequest.status);
  if (refusal) throw invalidArgument(refusal);

  const review = await reviewSubmitter(ctx.db, { changeRequestId: changeRequest.id, reviewerId: principal.userId, status });
  const [presented] = await presentReviews(ctx, [review], changeRequest, forwardMetadata(callContext));
  return { review: presented };
}
