import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { replyUpdater } from '../commands/reply-updater';
import { authorizeParticipate } from '../policy';
import { commentViewer, presentReplies } from '../presenter';
import { loadCommentScope, scopeRefOf } from '../queries';
import { formatOf, markdownOfBody, reactionChangesOf, ZCommentBody, ZReactions } from '../schemas';

const ZUpdateCommentReplyRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  commentId: ZId,
  commentReplyId: ZId,
  body: ZCommentBody.optional(),
  ...ZReactions,
  format: ZEnumValue,
});

/**
 * Edits a reply's body (its author only, 403) and adds or removes the caller's reactions; needs
 * the `comment` level. A request that asks for no change is refused (400).
 */
export async function updateCommentReply(
  ctx: ContentContext,
  request: contentV1.UpdateCommentReplyRequest,
  callContext: CallContext,
): Promise<contentV1.UpdateCommentReplyResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateCommentReplyRequest, request);
  const format = formatOf(input.format);
  const reactions = reactionChangesOf(input.addedReactions, input.removedReactions);
  const markdown = input.body === undefined ? undefined : markdownOfBody(input.body);
  if (markdown === undefined && reactions.added.length === 0 && reactions.removed.length === 0) {
    throw invalidArgument('request: nothing to update: give body, addedReactions or removedReactions');
  }
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  authorizeParticipate(scope.access);

  const row = await replyUpdater(ctx.db, {
    scope: scopeRefOf(scope),
    organizationId: scope.space.organizationId,
    commentId: input.commentId,
    replyId: input.commentReplyId,
    changes: { markdown, reactions },
    access: scope.access,
    actorId: principal.userId,
  });
  const [reply] = await presentReplies(ctx, [row], commentViewer(scope, principal.userId, format), forwardMetadata(callContext));
  return { reply };
}
