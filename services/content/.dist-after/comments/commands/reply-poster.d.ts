import type { PrismaClient } from '../../db';
import { type ReplyRow, type ScopeRef } from '../queries';
/**
 * Adds a reply to a comment of the scope, with the comment locked (a reply cannot slip under a
 * comment being deleted), and records `comment-reply.created`. The comment's `replies` and
 * `repliers` are counted from the replies, so they follow from this row. A resolved comment
 * stays resolved.
 */
export declare function replyPoster(db: PrismaClient, { scope, organizationId, commentId, markdown, actorId }: {
    scope: ScopeRef;
    organizationId: string;
    commentId: string;
    markdown: string;
    actorId: string;
}): Promise<ReplyRow>;
