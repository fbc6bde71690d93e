import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Replies to a comment (open or resolved); needs the `comment` level. NOT_FOUND for an unknown comment. */
export declare function postCommentReply(ctx: ContentContext, request: contentV1.PostCommentReplyRequest, callContext: CallContext): Promise<contentV1.PostCommentReplyResponse>;
