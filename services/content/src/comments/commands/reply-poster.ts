import { newId, notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { lockComment, replySelect, type ReplyRow, type ScopeRef } from '../queries';

/**
 * Adds a reply to a comment of the scope, with the comment locked (a reply cannot slip under a
 * comment being deleted), and records `comment-reply.created`. The comment's `replies` and
 * `repliers` are counted from the replies, so they follow from this row. A resolved comment
 * stays resolved.
 */
export function replyPoster(
  db: PrismaClient,
  { scope, organizationId, commentId, markdown, actorId }: { scope: ScopeRef; organizationId: string; commentId: string; markdown: string; actorId: string },
): Promise<ReplyRow> {
  return db.$transaction(async (tx) => {
    const comment = await lockComment(tx, scope, commentId);
    if (!comment) throw notFound('Comment not found');
    const reply = await tx.commentReply.create({
      data: { id: newId(), commentId: comment.id, body: markdown, postedById: actorId },
      select: replySelect,
    });
    await recordEvent(tx, 'comment-reply', 'created', {
      aggregateId: reply.id,
      organizationId,
      data: { id: reply.id, commentId: comment.id, spaceId: scope.spaceId, changeRequestId: scope.changeRequestId, actorId },
    });
    return reply;
  });
}
