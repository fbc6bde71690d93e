import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { type CommentRow, type ScopeRef } from '../queries';
import type { ReactionChanges } from '../schemas';
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
export declare function commentUpdater(db: PrismaClient, { scope, organizationId, commentId, changes, access, actorId, }: {
    scope: ScopeRef;
    organizationId: string;
    commentId: string;
    changes: CommentChanges;
    access: Level | null;
    actorId: string;
}): Promise<CommentRow>;
