import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Takes a user off a change request's requested reviewers; succeeds whether or not they were
 * requested (the gateway answers 204 either way). Needs `edit` on the space; a merged change
 * request refuses (400).
 */
export declare function removeRequestedReviewer(ctx: ContentContext, request: contentV1.RemoveRequestedReviewerRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
