import type { Level } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { recordEvents } from '../../lib/events';
import { removeTeamPermissionsIn } from './team-permission-remover';

/**
 * Gives teams a role on a collection (creating or replacing their permission), or removes
 * their permissions when `role` is null (GitBook's guest role gives a team nothing).
 */
export function teamPermissionSetter(
  db: PrismaClient,
  {
    collectionId,
    organizationId,
    teamIds,
    role,
    actorId,
  }: { collectionId: string; organizationId: string; teamIds: string[]; role: Level | null; actorId: string },
): Promise<void> {
  return db.$transaction(async (tx) => {
    if (role === null) {
      await removeTeamPermissionsIn(tx, { collectionId, organizationId, teamIds, actorId });
      return;
    }
    await tx.collectionTeamPermission.updateMany({ where: { collectionId, teamId: { in: teamIds } }, data: { role } });
    await tx.collectionTeamPermission.createMany({
      data: teamIds.map((teamId) => ({ collectionId, teamId, organizationId, role })),
      skipDuplicates: true,
    });
    await recordEvents(
      tx,
      'collection-team-permission',
      'updated',
      teamIds.map((teamId) => ({ aggregateId: collectionId, organizationId, data: { collectionId, teamId, role, actorId } })),
    );
  });
}
