import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

/** Changes the role of a team that already has a permission on the collection; false when it has none. */
export function teamPermissionUpdater(
  db: PrismaClient,
  { collectionId, organizationId, teamId, role, actorId }: { collectionId: string; organizationId: string; teamId: string; role: Level; actorId: string },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const updated = await tx.collectionTeamPermission.updateMany({ where: { collectionId, teamId }, data: { role } });
    if (updated.count === 0) return false;
    await recordEvent(tx, 'collection-team-permission', 'updated', {
      aggregateId: collectionId,
      organizationId,
      data: { collectionId, teamId, role, actorId },
    });
    return true;
  });
}
