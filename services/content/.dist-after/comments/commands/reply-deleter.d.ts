import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { type ScopeRef } from '../queries';
/**
 * Deletes a reply of a comment of the scope (and its reactions), its author or a space admin
 * only (403 otherwise), with the comment locked, and records `comment-reply.deleted`. Answers
 * false when there was no such reply (or comment): deleting is idempotent.
 */
export declare function replyDeleter(db: PrismaClient, { scope, organizationId, commentId, replyId, access, actorId, }: {
    scope: ScopeRef;
    organizationId: string;
    commentId: string;
    replyId: string;
    access: Level | null;
    actorId: string;
}): Promise<boolean>;
