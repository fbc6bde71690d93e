import type { PrismaClient } from '../../db';
/**
 * Removes a user from a change request's requested reviewers, with the space then the change
 * request locked (lib/space-lock.ts).
 * Removing someone who is not requested changes nothing (and records nothing); a merged change
 * request refuses the removal. Their reviews stay.
 */
export declare function reviewerRemover(db: PrismaClient, { changeRequestId, userId, actorId }: {
    changeRequestId: string;
    userId: string;
    actorId: string;
}): Promise<void>;
