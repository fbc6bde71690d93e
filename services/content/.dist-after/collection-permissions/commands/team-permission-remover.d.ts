import type { PrismaClient, TransactionClient } from '../../db';
export type TeamPermissionRemoval = {
    collectionId: string;
    organizationId: string;
    teamIds: string[];
    actorId: string;
};
/** Removes teams' permissions inside the caller's transaction; resolves to how many existed. */
export declare function removeTeamPermissionsIn(tx: TransactionClient, { collectionId, organizationId, teamIds, actorId }: TeamPermissionRemoval): Promise<number>;
/** Removes teams' permissions on a collection; resolves to how many existed. */
export declare function teamPermissionRemover(db: PrismaClient, input: TeamPermissionRemoval): Promise<number>;
