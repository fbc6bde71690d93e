import { newId } from '@quire/shared';
import { checkDestination } from '../../access/destination';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { lockOrganizations } from '../../lib/organization-lock';
import { lockSiblings, positionAtEnd } from '../../lib/positions';
import { collectionSelect, type CollectionRow } from '../queries';

export type CollectionCreation = { organizationId: string; parentId: string | null; title: string; actorId: string };

/** Creates a collection at the end of its siblings; inside a parent, checked again under the organization lock. */
export function collectionCreator(db: PrismaClient, input: CollectionCreation): Promise<CollectionRow> {
  return db.$transaction(async (tx) => {
    if (input.parentId !== null) {
      await lockOrganizations(tx, input.organizationId);
      await checkDestination(tx, { organizationId: input.organizationId, parentId: input.parentId, missingParent: 'not-found', addedDepth: 1 });
    }
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
