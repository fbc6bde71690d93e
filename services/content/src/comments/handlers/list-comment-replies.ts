import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { commentViewer, presentReplies } from '../presenter';
import { findComment, listRepliesPage, loadCommentScope, scopeRefOf } from '../queries';
import { formatOf } from '../schemas';

const ZListCommentRepliesRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  commentId: ZId,
  page: ZPage,
  limit: ZLimit,
  format: ZEnumValue,
});

/** The replies of a comment, oldest first (a conversation reads in order); NOT_FOUND for an unknown comment. */
export async function listCommentReplies(
  ctx: ContentContext,
  request: contentV1.ListCommentRepliesRequest,
  callContext: CallContext,
): Promise<contentV1.ListCommentRepliesResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListCommentRepliesRequest, request);
  const limit = pageLimit(input.limit);
  const format = formatOf(input.format);
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  const comment = await findComment(ctx.db, scopeRefOf(scope), input.commentId);
  if (!comment) throw notFound('Comment not found');
  const page = await listRepliesPage(ctx.db, { commentId: comment.id, page: input.page, limit });
  const items = await presentReplies(ctx, page.items, commentViewer(scope, principal.userId, format), forwardMetadata(callContext));
  return { items, next: page.next, count: page.count };
}
