import { notFound } from '@quire/shared';
import type { Level } from '../../access/policy';
import type { PrismaClient, Prisma } from '../../db';
import { recordEvent } from '../../lib/events';
import { authorizeEditBody } from '../policy';
import { commentSelect, lockComment, type CommentRow, type ScopeRef } from '../queries';
import type { ReactionChanges } from '../schemas';
import { applyCommentReactions } from './reactions';

export type CommentChanges = {
  /** true: resolve; false: reopen. */
  resolved?: boolean;
  /** A new body (Markdown), already checked. */
  markdown?: string;
  reactions: ReactionChanges;
};

/**
 * Applies an update to a comment of the scope, with the comment locked: resolving (when and by
 * whom) or reopening, a new body (its author only, 403 otherwise; `editedAt`), and the caller's
 * reactions. Only what changes is written, and each change has its event: `comment.resolved`,
 * `comment.reopened`, `comment.updated` (`changes: ["body"]`, `addedReactions`,
 * `removedReactions`). Resolving a resolved comment keeps who resolved it and when.
 */
export function commentUpdater(
  db: PrismaClient,
  {
    scope,
    organizationId,
    commentId,
    changes,
    access,
    actorId,
  }: { scope: ScopeRef; organizationId: string; commentId: string; changes: CommentChanges; access: Level | null; actorId: string },
): Promise<CommentRow> {
  return db.$transaction(async (tx) => {
    const current = await lockComment(tx, scope, commentId);
    if (!current) throw notFound('Comment not found');
    if (changes.markdown !== undefined) authorizeEditBody(access, actorId, current, 'comment');

    const now = new Date();
    const data: Prisma.CommentUpdateInput = {};
    let statusEvent: 'resolved' | 'reopened' | undefined;
    if (changes.resolved === true && current.status === 'open') {
      Object.assign(data, { status: 'resolved', resolvedAt: now, resolvedById: actorId });
      statusEvent = 'resolved';
    } else if (changes.resolved === false && current.status === 'resolved') {
      Object.assign(data, { status: 'open', resolvedAt: null, resolvedById: null });
      statusEvent = 'reopened';
    }
    const bodyChanged = changes.markdown !== undefined && changes.markdown !== current.body;
    if (bodyChanged) Object.assign(data, { body: changes.markdown, editedAt: now });
    const reactions = await applyCommentReactions(tx, current.id, actorId, changes.reactions);

    const updated = Object.keys(data).length > 0 ? await tx.comment.update({ where: { id: current.id }, data, select: commentSelect }) : current;
    const about = { id: current.id, spaceId: scope.spaceId, changeRequestId: scope.changeRequestId };
    if (statusEvent) {
      await recordEvent(tx, 'comment', statusEvent, { aggregateId: current.id, organizationId, data: { ...about, actorId } });
    }
    if (bodyChanged || reactions.added.length > 0 || reactions.removed.length > 0) {
      await recordEvent(tx, 'comment', 'updated', {
        aggregateId: current.id,
        organizationId,
        data: {
          ...about,
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
