import type { Level } from '../../access/policy';
import type { PrismaClient, TransactionClient } from '../../db';
import { recordEvents } from '../../lib/events';
import { removeTeamPermissionsIn } from './team-permission-remover';

/**
 * Gives teams a role on a collection (creating or replacing their permission), or removes
 * their permissions when `role` is null (GitBook's guest role gives a team nothing).
 */
export function teamPermissionSetter(db: PrismaClient, input: TeamPermissionChange): Promise<void> {
  return db.$transaction((tx) => setTeamPermissionsIn(tx, input));
}

export type TeamPermissionChange = { collectionId: string; organizationId: string; teamIds: string[]; role: Level | null; actorId: string };

/** teamPermissionSetter inside the caller's transaction (an invitation of users and teams at once). */
export async function setTeamPermissionsIn(
  tx: TransactionClient,
  { collectionId, organizationId, teamIds, role, actorId }: TeamPermissionChange,
): Promise<void> {
  if (teamIds.length === 0) return;
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
}
