import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { authorizeDelete } from '../policy';
import { lockComment, type ScopeRef } from '../queries';

/**
 * Deletes a comment of the scope with its replies and reactions (foreign keys cascade), its
 * author or a space admin only (403 otherwise), and records `comment.deleted`. Answers false
 * when there was no such comment: deleting is idempotent, as the contract's 204 says.
 */
export function commentDeleter(
  db: PrismaClient,
  { scope, organizationId, commentId, access, actorId }: { scope: ScopeRef; organizationId: string; commentId: string; access: Level | null; actorId: string },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const current = await lockComment(tx, scope, commentId);
    if (!current) return false;
    authorizeDelete(access, actorId, current, 'comment');
    const replies = await tx.commentReply.count({ where: { commentId: current.id } });
    await tx.comment.delete({ where: { id: current.id } });
    await recordEvent(tx, 'comment', 'deleted', {
      aggregateId: current.id,
      organizationId,
      data: { id: current.id, spaceId: scope.spaceId, changeRequestId: scope.changeRequestId, status: current.status, replies, actorId },
    });
    return true;
  });
}
