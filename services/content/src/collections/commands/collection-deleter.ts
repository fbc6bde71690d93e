import type { PrismaClient } from '../../db';
import { recordEvent, recordEvents } from '../../lib/events';
import { lockOrganizations } from '../../lib/organization-lock';
import { findSubtree } from '../queries';

/**
 * Deletes a collection and its sub-collections, and moves every live space inside them to
 * the trash (restorable for 7 days, at the top level since their collection is gone).
 * Collections have no trash: GitBook's contract has no way to restore one. The organization
 * lock keeps a concurrent move from putting a space into the subtree after it was read.
 */
export function collectionDeleter(
  db: PrismaClient,
  { collectionId, organizationId, actorId }: { collectionId: string; organizationId: string; actorId: string },
): Promise<void> {
  return db.$transaction(async (tx) => {
    await lockOrganizations(tx, organizationId);
    const current = await tx.collection.findUnique({ where: { id: collectionId }, select: { organizationId: true } });
    // Deleted or transferred meanwhile by a concurrent call: nothing left to do here.
    if (!current || current.organizationId !== organizationId) return;
    const { ids: collectionIds } = await findSubtree(tx, collectionId);
    const spaces = await tx.space.findMany({
      where: { parentId: { in: collectionIds }, deletedAt: null },
      select: { id: true, organizationId: true },
    });
    const deletedAt = new Date();
    await tx.space.updateMany({ where: { id: { in: spaces.map((s) => s.id) } }, data: { deletedAt } });
    // Spaces' parent_id becomes NULL through the foreign key (ON DELETE SET NULL); sub-collections
    // and team permissions go with the root (ON DELETE CASCADE).
    await tx.collection.deleteMany({ where: { id: collectionId } });
    await recordEvents(
      tx,
      'space',
      'deleted',
      spaces.map((space) => ({
        aggregateId: space.id,
        organizationId: space.organizationId,
        data: { id: space.id, deletedAt: deletedAt.toISOString(), reason: 'collection-deleted', actorId },
      })),
    );
    await recordEvent(tx, 'collection', 'deleted', {
      aggregateId: collectionId,
      organizationId,
      data: { id: collectionId, collectionIds, trashedSpaceIds: spaces.map((s) => s.id), actorId },
    });
  });
}
