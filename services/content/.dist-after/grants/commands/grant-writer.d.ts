import type { GrantSubject, Level } from '../../access/policy';
import type { PrismaClient, TransactionClient } from '../../db';
import type { GrantTarget } from '../queries';
export type GrantChange = {
    target: GrantTarget;
    organizationId: string;
    subject: GrantSubject;
    subjectIds: string[];
    actorId: string;
};
/** Removes grants inside the caller's transaction; resolves to how many existed. */
export declare function removeGrantsIn(tx: TransactionClient, change: GrantChange): Promise<number>;
/** Gives each subject `role` on the target inside the caller's transaction (creating or replacing their grant). */
export declare function setGrantsIn(tx: TransactionClient, change: GrantChange, role: Level): Promise<void>;
/** Removes grants; resolves to how many existed. */
export declare function grantRemover(db: PrismaClient, change: GrantChange): Promise<number>;
