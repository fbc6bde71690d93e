import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
/** Changes the role of a team that already has a permission on the collection; false when it has none. */
export declare function teamPermissionUpdater(db: PrismaClient, { collectionId, organizationId, teamId, role, actorId }: {
    collectionId: string;
    organizationId: string;
    teamId: string;
    role: Level;
    actorId: string;
}): Promise<boolean>;
