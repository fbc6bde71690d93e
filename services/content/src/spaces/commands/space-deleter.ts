import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { lockOrganizations } from '../../lib/organization-lock';

/** Moves a space to the trash: it disappears from reads and lists, and can be restored for 7 days. */
export function spaceDeleter(
  db: PrismaClient,
  { spaceId, organizationId, actorId }: { spaceId: string; organizationId: string; actorId: string },
): Promise<void> {
  return db.$transaction(async (tx) => {
    await lockOrganizations(tx, organizationId);
    const deletedAt = new Date();
    // The conditions make a concurrent second delete (or a transfer meanwhile) a no-op instead of a second event.
    const { count } = await tx.space.updateMany({ where: { id: spaceId, organizationId, deletedAt: null }, data: { deletedAt } });
    if (count === 0) return;
    await recordEvent(tx, 'space', 'deleted', {
      aggregateId: spaceId,
      organizationId,
      data: { id: spaceId, deletedAt: deletedAt.toISOString(), actorId },
    });
  });
}
