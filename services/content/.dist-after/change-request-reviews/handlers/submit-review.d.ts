import { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Reviews the change request's current revision (approved or changes-requested). Needs the
 * `review` level on the space, and the caller must not be the change request's author (403);
 * merged and archived change requests take no review (400).
 */
export declare function submitReview(ctx: ContentContext, request: contentV1.SubmitReviewRequest, callContext: CallContext): Promise<contentV1.SubmitReviewResponse>;
