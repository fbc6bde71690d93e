import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { commentUpdater } from '../commands/comment-updater';
import { authorizeParticipate } from '../policy';
import { commentViewer, presentComments } from '../presenter';
import { loadCommentScope, scopeRefOf } from '../queries';
import { formatOf, markdownOfBody, reactionChangesOf, ZCommentBody, ZReactions } from '../schemas';

const ZUpdateCommentRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  commentId: ZId,
  resolved: z.boolean().optional(),
  body: ZCommentBody.optional(),
  ...ZReactions,
  format: ZEnumValue,
});

/**
 * Resolves or reopens a comment, edits its body, adds or removes the caller's reactions, in one
 * transaction. Needs the `comment` level; a body only from its author (403). A request that
 * asks for no change is refused (400).
 */
export async function updateComment(
  ctx: ContentContext,
  request: contentV1.UpdateCommentRequest,
  callContext: CallContext,
): Promise<contentV1.UpdateCommentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateCommentRequest, request);
  const format = formatOf(input.format);
  const reactions = reactionChangesOf(input.addedReactions, input.removedReactions);
  const markdown = input.body === undefined ? undefined : markdownOfBody(input.body);
  if (input.resolved === undefined && markdown === undefined && reactions.added.length === 0 && reactions.removed.length === 0) {
    throw invalidArgument('request: nothing to update: give resolved, body, addedReactions or removedReactions');
  }
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  authorizeParticipate(scope.access);

  const row = await commentUpdater(ctx.db, {
    scope: scopeRefOf(scope),
    organizationId: scope.space.organizationId,
    commentId: input.commentId,
    changes: { resolved: input.resolved, markdown, reactions },
    access: scope.access,
    actorId: principal.userId,
  });
  const [comment] = await presentComments(ctx, [row], commentViewer(scope, principal.userId, format), forwardMetadata(callContext));
  return { comment };
}
