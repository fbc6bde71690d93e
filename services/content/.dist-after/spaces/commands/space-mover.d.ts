import type { AccessTree, Viewer } from '../../access/policy';
import type { PrismaClient } from '../../db';
import type { ContentPositionInput } from '../../lib/validation';
import { type SpaceRow } from '../queries';
export type SpaceMove = {
    space: SpaceRow;
    parentId: string | null;
    position?: ContentPositionInput;
    viewer: Viewer;
    actorId: string;
};
/**
 * Moves a space under `parentId` (null: top level) at `position`. Under the organization lock
 * it reads the space and the destination again, so that a collection transferred or deleted
 * meanwhile cannot become the parent of a space of another organization. Resolves to the
 * moved row and the destination's chain.
 */
export declare function spaceMover(db: PrismaClient, { space, parentId, position, viewer, actorId }: SpaceMove): Promise<{
    moved: SpaceRow;
    destination: AccessTree;
}>;
