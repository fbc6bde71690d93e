import type { PrismaClient } from '../../db';
import type { SpaceEditMode } from '../../generated/prisma/enums';
import { type SpaceRow } from '../queries';
export type SpaceCreation = {
    organizationId: string;
    parentId: string | null;
    title: string;
    emoji: string | null;
    language: string | null;
    editMode: SpaceEditMode;
    actorId: string;
};
/**
 * Creates a space at the end of its siblings, with its initial empty revision. Inside a
 * collection, the parent is checked again under the organization lock (a concurrent transfer
 * or delete may have taken it away).
 */
export declare function spaceCreator(db: PrismaClient, input: SpaceCreation): Promise<SpaceRow>;
