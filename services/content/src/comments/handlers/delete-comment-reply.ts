import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { replyDeleter } from '../commands/reply-deleter';
import { authorizeParticipate } from '../policy';
import { loadCommentScope, scopeRefOf } from '../queries';

const ZDeleteCommentReplyRequest = z.object({ spaceId: ZId, changeRequestId: ZId.optional(), commentId: ZId, commentReplyId: ZId });

/**
 * Deletes a reply: its author or a space admin. Succeeds when there is no such reply (or
 * comment) in the scope, for anyone who may comment.
 */
export async function deleteCommentReply(
  ctx: ContentContext,
  request: contentV1.DeleteCommentReplyRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDeleteCommentReplyRequest, request);
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  authorizeParticipate(scope.access);
  await replyDeleter(ctx.db, {
    scope: scopeRefOf(scope),
    organizationId: scope.space.organizationId,
    commentId: input.commentId,
    replyId: input.commentReplyId,
    access: scope.access,
    actorId: principal.userId,
  });
  return {};
}
