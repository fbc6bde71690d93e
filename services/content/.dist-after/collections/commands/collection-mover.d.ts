import type { AccessTree, Viewer } from '../../access/policy';
import type { PrismaClient } from '../../db';
import type { ContentPositionInput } from '../../lib/validation';
import { type CollectionRow } from '../queries';
export type CollectionMove = {
    collection: CollectionRow;
    parentId: string | null;
    position?: ContentPositionInput;
    viewer: Viewer;
    actorId: string;
};
/**
 * Moves a collection under `parentId` (null: top level) at `position`. Under the organization
 * lock it reads the collection and the destination again, so that two concurrent moves cannot
 * nest two collections in each other, and checks the destination (access/destination.ts).
 * Resolves to the moved row and the destination's chain.
 */
export declare function collectionMover(db: PrismaClient, { collection, parentId, position, viewer, actorId }: CollectionMove): Promise<{
    moved: CollectionRow;
    destination: AccessTree;
}>;
