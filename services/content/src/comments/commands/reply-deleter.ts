import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { authorizeDelete } from '../policy';
import { findReply, lockComment, type ScopeRef } from '../queries';

/**
 * Deletes a reply of a comment of the scope (and its reactions), its author or a space admin
 * only (403 otherwise), with the comment locked, and records `comment-reply.deleted`. Answers
 * false when there was no such reply (or comment): deleting is idempotent.
 */
export function replyDeleter(
  db: PrismaClient,
  {
    scope,
    organizationId,
    commentId,
    replyId,
    access,
    actorId,
  }: { scope: ScopeRef; organizationId: string; commentId: string; replyId: string; access: Level | null; actorId: string },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const comment = await lockComment(tx, scope, commentId);
    if (!comment) return false;
    const current = await findReply(tx, comment.id, replyId);
    if (!current) return false;
    authorizeDelete(access, actorId, current, 'reply');
    await tx.commentReply.delete({ where: { id: current.id } });
    await recordEvent(tx, 'comment-reply', 'deleted', {
      aggregateId: current.id,
      organizationId,
      data: { id: current.id, commentId: comment.id, spaceId: scope.spaceId, changeRequestId: scope.changeRequestId, actorId },
    });
    return true;
  });
}
