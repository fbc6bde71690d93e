import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The replies of a comment, oldest first (a conversation reads in order); NOT_FOUND for an unknown comment. */
export declare function listCommentReplies(ctx: ContentContext, request: contentV1.ListCommentRepliesRequest, callContext: CallContext): Promise<contentV1.ListCommentRepliesResponse>;
