import type { PrismaClient, TransactionClient } from '../../db';
import { recordEvents } from '../../lib/events';

export type TeamPermissionRemoval = { collectionId: string; organizationId: string; teamIds: string[]; actorId: string };

/** Removes teams' permissions inside the caller's transaction; resolves to how many existed. */
export async function removeTeamPermissionsIn(
  tx: TransactionClient,
  { collectionId, organizationId, teamIds, actorId }: TeamPermissionRemoval,
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
export function teamPermissionRemover(db: PrismaClient, input: TeamPermissionRemoval): Promise<number> {
  return db.$transaction((tx) => removeTeamPermissionsIn(tx, input));
}
