import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { replyPoster } from '../commands/reply-poster';
import { authorizeParticipate } from '../policy';
import { commentViewer, presentReplies } from '../presenter';
import { loadCommentScope, scopeRefOf } from '../queries';
import { formatOf, markdownOfBody, ZCommentBody } from '../schemas';

const ZPostCommentReplyRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  commentId: ZId,
  body: ZCommentBody.optional(),
  format: ZEnumValue,
});

/** Replies to a comment (open or resolved); needs the `comment` level. NOT_FOUND for an unknown comment. */
export async function postCommentReply(
  ctx: ContentContext,
  request: contentV1.PostCommentReplyRequest,
  callContext: CallContext,
): Promise<contentV1.PostCommentReplyResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZPostCommentReplyRequest, request);
  const format = formatOf(input.format);
  const markdown = markdownOfBody(input.body);
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  authorizeParticipate(scope.access);

  const row = await replyPoster(ctx.db, {
    scope: scopeRefOf(scope),
    organizationId: scope.space.organizationId,
    commentId: input.commentId,
    markdown,
    actorId: principal.userId,
  });
  const [reply] = await presentReplies(ctx, [row], commentViewer(scope, principal.userId, format), forwardMetadata(callContext), { fresh: true });
  return { reply };
}
