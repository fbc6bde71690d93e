import type { PrismaClient } from '../../db';
import { type SpaceRow } from '../queries';
/** Moves a space to another organization, at the end of its top level, with both organizations locked. */
export declare function spaceTransferrer(db: PrismaClient, { space, targetOrganizationId, actorId }: {
    space: SpaceRow;
    targetOrganizationId: string;
    actorId: string;
}): Promise<SpaceRow>;
