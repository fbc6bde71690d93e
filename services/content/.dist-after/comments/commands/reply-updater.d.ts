import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { type ReplyRow, type ScopeRef } from '../queries';
import type { ReactionChanges } from '../schemas';
/**
 * Applies an update to a reply of a comment of the scope, with the comment locked: a new body
 * (its author only, 403 otherwise; `editedAt`) and the caller's reactions. Records
 * `comment-reply.updated` when something changed.
 */
export declare function replyUpdater(db: PrismaClient, { scope, organizationId, commentId, replyId, changes, access, actorId, }: {
    scope: ScopeRef;
    organizationId: string;
    commentId: string;
    replyId: string;
    changes: {
        markdown?: string;
        reactions: ReactionChanges;
    };
    access: Level | null;
    actorId: string;
}): Promise<ReplyRow>;
