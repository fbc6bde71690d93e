import type { PrismaClient, TransactionClient } from '../db';
import type { Level } from '../policies/access';
import { recordEvent, recordEvents } from './events';

/**
 * Gives teams a role on a collection (creating or replacing their permission), or removes
 * their permissions when `role` is null (GitBook's guest role gives a team nothing).
 */
export function setTeamPermissions(
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

type RemoveInput = { collectionId: string; organizationId: string; teamIds: string[]; actorId: string };

async function removeTeamPermissionsIn(
  tx: TransactionClient,
  { collectionId, organizationId, teamIds, actorId }: RemoveInput,
): Promise<number> {
  const existing = await tx.collectionTeamPermission.findMany({
    where: { collectionId, teamId: { in: teamIds } },
    select: { teamId: true },
  });
  if (existing.length === 0) return 0;
  await tx.collectionTeamPermission.deleteMany({ where: { collectionId, teamId: { in: existing.map((e) => e.teamId) } } });
  await recordEvents(
    tx,
    'collection-team-permission',
    'removed',
    existing.map(({ teamId }) => ({ aggregateId: collectionId, organizationId, data: { collectionId, teamId, actorId } })),
  );
  return existing.length;
}

/** Removes teams' permissions on a collection; resolves to how many existed. */
export function removeTeamPermissions(db: PrismaClient, input: RemoveInput): Promise<number> {
  return db.$transaction((tx) => removeTeamPermissionsIn(tx, input));
}

/** Changes the role of a team that already has a permission on the collection; false when it has none. */
export function updateTeamPermission(
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
