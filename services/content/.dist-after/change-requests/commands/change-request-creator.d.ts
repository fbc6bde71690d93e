import { type PrismaClient } from '../../db';
import { type ChangeRequestRow } from '../queries';
export type ChangeRequestCreation = {
    spaceId: string;
    subject: string;
    /** The insights issues cluster the change request is a task of (a Quire extension). */
    conversationsIssuesCluster?: string | null;
    actorId: string;
};
/**
 * Creates a draft change request on the space's current revision. Its number comes from the
 * space's counter, incremented by an UPDATE ... RETURNING that also locks the space row until
 * the transaction ends: concurrent creations in a space get consecutive numbers, a number is
 * never given twice (a rolled back creation rolls the counter back with it), and the revision
 * read is the one a concurrent merge (which updates the same row) left. The change request
 * starts on that revision without copying anything: its first edit makes its own revision.
 * The UPDATE is the transaction's first lock, the space row (lib/space-lock.ts).
 */
export declare function changeRequestCreator(db: PrismaClient, input: ChangeRequestCreation): Promise<ChangeRequestRow>;
