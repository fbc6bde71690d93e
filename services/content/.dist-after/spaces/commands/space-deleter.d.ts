import type { PrismaClient } from '../../db';
/** Moves a space to the trash: it disappears from reads and lists, and can be restored for 7 days. */
export declare function spaceDeleter(db: PrismaClient, { spaceId, organizationId, actorId }: {
    spaceId: string;
    organizationId: string;
    actorId: string;
}): Promise<void>;
