import type { contentV1 } from '@quire/proto';
import type { PrismaClient } from '../db';
import { collectionSelect, type CollectionRow } from '../queries/collections';
import { recordEvent } from './events';
import { lockSiblings, positionFor } from './positions';

/** Moves a collection under `parentId` (null: top level) at `position`. The caller checked the destination. */
export function moveCollection(
  db: PrismaClient,
  {
    collection,
    parentId,
    position,
    actorId,
  }: { collection: CollectionRow; parentId: string | null; position?: contentV1.ContentPosition; actorId: string },
): Promise<CollectionRow> {
  return db.$transaction(async (tx) => {
    const group = { organizationId: collection.organizationId, parentId };
    await lockSiblings(tx, group);
    const newPosition = await positionFor(tx, group, position, {
      id: collection.id,
      position: collection.position,
      sameGroup: collection.parentId === parentId,
    });
    const moved = await tx.collection.update({
      where: { id: collection.id },
      data: { parentId, position: newPosition },
      select: collectionSelect,
    });
    await recordEvent(tx, 'collection', 'moved', {
      aggregateId: moved.id,
      organizationId: moved.organizationId,
      data: { id: moved.id, fromParentId: collection.parentId, parentId, actorId },
    });
    return moved;
  });
}
