import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { type ScopeRef } from '../queries';
/**
 * Deletes a comment of the scope with its replies and reactions (foreign keys cascade), its
 * author or a space admin only (403 otherwise), and records `comment.deleted`. Answers false
 * when there was no such comment: deleting is idempotent, as the contract's 204 says.
 */
export declare function commentDeleter(db: PrismaClient, { scope, organizationId, commentId, access, actorId }: {
    scope: ScopeRef;
    organizationId: string;
    commentId: string;
    access: Level | null;
    actorId: string;
}): Promise<boolean>;
