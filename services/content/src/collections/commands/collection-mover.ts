import { notFound } from '@quire/shared';
import { checkDestination } from '../../access/destination';
import type { AccessTree, Viewer } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { changedMeanwhile, lockOrganizations } from '../../lib/organization-lock';
import { lockSiblings, positionFor } from '../../lib/positions';
import type { ContentPositionInput } from '../../lib/validation';
import { collectionSelect, findCollection, findSubtree, type CollectionRow } from '../queries';

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
export function collectionMover(
  db: PrismaClient,
  { collection, parentId, position, viewer, actorId }: CollectionMove,
): Promise<{ moved: CollectionRow; destination: AccessTree }> {
  return db.$transaction(async (tx) => {
    await lockOrganizations(tx, collection.organizationId);
    const current = await findCollection(tx, collection.id);
    if (!current) throw notFound('Collection not found');
    if (current.organizationId !== collection.organizationId) throw changedMeanwhile('collection');
    const subtree = await findSubtree(tx, current.id);
    const destination = await checkDestination(tx, {
      organizationId: current.organizationId,
      parentId,
      missingParent: 'invalid-argument',
      viewer: parentId !== current.parentId ? viewer : undefined,
      addedDepth: subtree.height,
      movingCollectionId: current.id,
    });
    const group = { organizationId: current.organizationId, parentId };
    await lockSiblings(tx, group);
    const newPosition = await positionFor(tx, group, position, {
      id: current.id,
      position: current.position,
      sameGroup: current.parentId === parentId,
    });
    const moved = await tx.collection.update({
      where: { id: current.id },
      data: { parentId, position: newPosition },
      select: collectionSelect,
    });
    await recordEvent(tx, 'collection', 'moved', {
      aggregateId: moved.id,
      organizationId: moved.organizationId,
      data: { id: moved.id, fromParentId: current.parentId, parentId, actorId },
    });
    return { moved, destination };
  });
}
