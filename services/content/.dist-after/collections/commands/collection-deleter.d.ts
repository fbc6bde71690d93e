import type { PrismaClient } from '../../db';
/**
 * Deletes a collection and its sub-collections, and moves every live space inside them to
 * the trash (restorable for 7 days, at the top level since their collection is gone).
 * Collections have no trash: GitBook's contract has no way to restore one. The organization
 * lock keeps a concurrent move from putting a space into the subtree after it was read.
 */
export declare function collectionDeleter(db: PrismaClient, { collectionId, organizationId, actorId }: {
    collectionId: string;
    organizationId: string;
    actorId: string;
}): Promise<void>;
