import { newId } from '@quire/shared';
import type { PrismaClient } from '../db';
import { collectionSelect, type CollectionRow } from '../queries/collections';
import { recordEvent } from './events';
import { lockSiblings, positionAtEnd } from './positions';

export type CreateCollectionInput = { organizationId: string; parentId: string | null; title: string; actorId: string };

/** Creates a collection at the end of its siblings. */
export function createCollection(db: PrismaClient, input: CreateCollectionInput): Promise<CollectionRow> {
  return db.$transaction(async (tx) => {
    const group = { organizationId: input.organizationId, parentId: input.parentId };
    await lockSiblings(tx, group);
    const collection = await tx.collection.create({
      data: {
        id: newId(),
        organizationId: input.organizationId,
        parentId: input.parentId,
        title: input.title,
        position: await positionAtEnd(tx, group),
      },
      select: collectionSelect,
    });
    await recordEvent(tx, 'collection', 'created', {
      aggregateId: collection.id,
      organizationId: collection.organizationId,
      data: { id: collection.id, parentId: collection.parentId, title: collection.title, actorId: input.actorId },
    });
    return collection;
  });
}
