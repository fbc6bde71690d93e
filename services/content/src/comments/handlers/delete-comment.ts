import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { commentDeleter } from '../commands/comment-deleter';
import { authorizeParticipate } from '../policy';
import { loadCommentScope, scopeRefOf } from '../queries';

const ZDeleteCommentRequest = z.object({ spaceId: ZId, changeRequestId: ZId.optional(), commentId: ZId });

/**
 * Deletes a comment and its replies: its author or a space admin. Succeeds when there is no such
 * comment in the scope (the contract's "Comment did not exist"), for anyone who may comment.
 */
export async function deleteComment(ctx: ContentContext, request: contentV1.DeleteCommentRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDeleteCommentRequest, request);
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  authorizeParticipate(scope.access);
  await commentDeleter(ctx.db, {
    scope: scopeRefOf(scope),
    organizationId: scope.space.organizationId,
    commentId: input.commentId,
    access: scope.access,
    actorId: principal.userId,
  });
  return {};
}
