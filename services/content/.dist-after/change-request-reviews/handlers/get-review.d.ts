import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** One review of a change request; NOT_FOUND for a review of another change request. */
export declare function getReview(ctx: ContentContext, request: contentV1.GetReviewRequest, callContext: CallContext): Promise<contentV1.GetReviewResponse>;
