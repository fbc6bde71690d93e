import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { commentViewer, presentReplies } from '../presenter';
import { findComment, findReply, loadCommentScope, scopeRefOf } from '../queries';
import { formatOf } from '../schemas';

const ZGetCommentReplyRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  commentId: ZId,
  commentReplyId: ZId,
  format: ZEnumValue,
});

/** One reply of a comment; NOT_FOUND for an unknown comment or a reply to another comment. */
export async function getCommentReply(
  ctx: ContentContext,
  request: contentV1.GetCommentReplyRequest,
  callContext: CallContext,
): Promise<contentV1.GetCommentReplyResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetCommentReplyRequest, request);
  const format = formatOf(input.format);
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  const comment = await findComment(ctx.db, scopeRefOf(scope), input.commentId);
  if (!comment) throw notFound('Comment not found');
  const row = await findReply(ctx.db, comment.id, input.commentReplyId);
  if (!row) throw notFound('Reply not found');
  const [reply] = await presentReplies(ctx, [row], commentViewer(scope, principal.userId, format), forwardMetadata(callContext));
  return { reply };
}
