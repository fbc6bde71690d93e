import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** A change request's reviews, newest first, only the outdated (or current) ones when `outdated` is given; anyone who reads the space lists them. */
export declare function listReviews(ctx: ContentContext, request: contentV1.ListReviewsRequest, callContext: CallContext): Promise<contentV1.ListReviewsResponse>;
