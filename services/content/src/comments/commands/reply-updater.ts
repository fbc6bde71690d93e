import { notFound } from '@quire/shared';
import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { authorizeEditBody } from '../policy';
import { findReply, lockComment, replySelect, type ReplyRow, type ScopeRef } from '../queries';
import type { ReactionChanges } from '../schemas';
import { applyReplyReactions } from './reactions';

/**
 * Applies an update to a reply of a comment of the scope, with the comment locked: a new body
 * (its author only, 403 otherwise; `editedAt`) and the caller's reactions. Records
 * `comment-reply.updated` when something changed.
 */
export function replyUpdater(
  db: PrismaClient,
  {
    scope,
    organizationId,
    commentId,
    replyId,
    changes,
    access,
    actorId,
  }: {
    scope: ScopeRef;
    organizationId: string;
    commentId: string;
    replyId: string;
    changes: { markdown?: string; reactions: ReactionChanges };
    access: Level | null;
    actorId: string;
  },
): Promise<ReplyRow> {
  return db.$transaction(async (tx) => {
    const comment = await lockComment(tx, scope, commentId);
    if (!comment) throw notFound('Comment not found');
    const current = await findReply(tx, comment.id, replyId);
    if (!current) throw notFound('Reply not found');
    if (changes.markdown !== undefined) authorizeEditBody(access, actorId, current, 'reply');

    const bodyChanged = changes.markdown !== undefined && changes.markdown !== current.body;
    const reactions = await applyReplyReactions(tx, current.id, actorId, changes.reactions);
    const updated = bodyChanged
      ? await tx.commentReply.update({ where: { id: current.id }, data: { body: changes.markdown, editedAt: new Date() }, select: replySelect })
      : current;
    if (bodyChanged || reactions.added.length > 0 || reactions.removed.length > 0) {
      await recordEvent(tx, 'comment-reply', 'updated', {
        aggregateId: current.id,
        organizationId,
        data: {
          id: current.id,
          commentId: comment.id,
          spaceId: scope.spaceId,
          changeRequestId: scope.changeRequestId,
          changes: bodyChanged ? ['body'] : [],
          addedReactions: reactions.added,
          removedReactions: reactions.removed,
          actorId,
        },
      });
    }
    return updated;
  });
}
