import type { PrismaClient } from '../db';
import { recordEvent } from './events';

/** Moves a space to the trash: it disappears from reads and lists, and can be restored for 7 days. */
export function deleteSpace(
  db: PrismaClient,
  { spaceId, organizationId, actorId }: { spaceId: string; organizationId: string; actorId: string },
): Promise<void> {
  return db.$transaction(async (tx) => {
    const deletedAt = new Date();
    // The condition makes a concurrent second delete a no-op instead of a second event.
    const { count } = await tx.space.updateMany({ where: { id: spaceId, deletedAt: null }, data: { deletedAt } });
    if (count === 0) return;
    await recordEvent(tx, 'space', 'deleted', {
      aggregateId: spaceId,
      organizationId,
      data: { id: spaceId, deletedAt: deletedAt.toISOString(), actorId },
    });
  });
}
