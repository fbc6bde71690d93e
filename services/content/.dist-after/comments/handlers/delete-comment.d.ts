import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Deletes a comment and its replies: its author or a space admin. Succeeds when there is no such
 * comment in the scope (the contract's "Comment did not exist"), for anyone who may comment.
 */
export declare function deleteComment(ctx: ContentContext, request: contentV1.DeleteCommentRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
