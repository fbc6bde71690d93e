import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Edits a reply's body (its author only, 403) and adds or removes the caller's reactions; needs
 * the `comment` level. A request that asks for no change is refused (400).
 */
export declare function updateCommentReply(ctx: ContentContext, request: contentV1.UpdateCommentReplyRequest, callContext: CallContext): Promise<contentV1.UpdateCommentReplyResponse>;
