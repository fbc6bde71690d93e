import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** One reply of a comment; NOT_FOUND for an unknown comment or a reply to another comment. */
export declare function getCommentReply(ctx: ContentContext, request: contentV1.GetCommentReplyRequest, callContext: CallContext): Promise<contentV1.GetCommentReplyResponse>;
