import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Posts an open comment on the space's current revision, or on a change request's; on a page,
 * and a node or table cell of it, when given. Needs the `comment` level. Presented without
 * counting (a new comment has no replies or reactions).
 */
export declare function postComment(ctx: ContentContext, request: contentV1.PostCommentRequest, callContext: CallContext): Promise<contentV1.PostCommentResponse>;
