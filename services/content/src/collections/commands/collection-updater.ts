import type { PrismaClient } from '../../db';
import type { DefaultLevel } from '../../generated/prisma/enums';
import { recordEvent } from '../../lib/events';
import { collectionSelect, type CollectionRow } from '../queries';

export type CollectionChanges = { title?: string; description?: string; defaultLevel?: DefaultLevel };

export function collectionUpdater(
  db: PrismaClient,
  { collectionId, changes, actorId }: { collectionId: string; changes: CollectionChanges; actorId: string },
): Promise<CollectionRow> {
  return db.$transaction(async (tx) => {
    const collection = await tx.collection.update({ where: { id: collectionId }, data: changes, select: collectionSelect });
    await recordEvent(tx, 'collection', 'updated', {
      aggregateId: collection.id,
      organizationId: collection.organizationId,
      data: { id: collection.id, changes: { ...changes }, actorId },
    });
    return collection;
  });
}
