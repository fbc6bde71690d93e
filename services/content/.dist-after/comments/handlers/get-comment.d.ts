import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** One comment of the space's main content or of a change request; NOT_FOUND for a comment of another scope. */
export declare function getComment(ctx: ContentContext, request: contentV1.GetCommentRequest, callContext: CallContext): Promise<contentV1.GetCommentResponse>;
