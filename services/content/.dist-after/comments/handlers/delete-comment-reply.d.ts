import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Deletes a reply: its author or a space admin. Succeeds when there is no such reply (or
 * comment) in the scope, for anyone who may comment.
 */
export declare function deleteCommentReply(ctx: ContentContext, request: contentV1.DeleteCommentReplyRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
