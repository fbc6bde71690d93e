import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The users asked to review a change request, oldest request first; anyone who reads the space lists them. */
export declare function listRequestedReviewers(ctx: ContentContext, request: contentV1.ListRequestedReviewersRequest, callContext: CallContext): Promise<contentV1.ListRequestedReviewersResponse>;
