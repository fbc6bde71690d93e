import type { Level } from '../../access/policy';
import type { PrismaClient, TransactionClient } from '../../db';
/**
 * Gives teams a role on a collection (creating or replacing their permission), or removes
 * their permissions when `role` is null (GitBook's guest role gives a team nothing).
 */
export declare function teamPermissionSetter(db: PrismaClient, input: TeamPermissionChange): Promise<void>;
export type TeamPermissionChange = {
    collectionId: string;
    organizationId: string;
    teamIds: string[];
    role: Level | null;
    actorId: string;
};
/** teamPermissionSetter inside the caller's transaction (an invitation of users and teams at once). */
export declare function setTeamPermissionsIn(tx: TransactionClient, { collectionId, organizationId, teamIds, role, actorId }: TeamPermissionChange): Promise<void>;
