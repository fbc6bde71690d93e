import { z } from 'zod';
import { decodeCursor, keysetPage, type Page } from '@quire/shared';
import type { Db } from '../db';
import type { MemberRole } from '../generated/prisma/enums';

export type TeamPermissionRow = { teamId: string; role: MemberRole };

const ZTeamKey = z.object({ teamId: z.string() });

/**
 * One keyset page of a collection's team permissions, by team id (the primary key's order),
 * and the ids of every team with a permission on the collection, so that the caller can count
 * only the teams identity still knows. `onlyTeamIds` restricts both to those teams (a guest's own) (a deleted team's rows stay until its event is consumed).
 */
export async function listTeamPermissionsPage(
  db: Db,
  { collectionId, onlyTeamIds, page, limit }: { collectionId: string; onlyTeamIds?: readonly string[]; page?: string; limit: number },
): Promise<Page<TeamPermissionRow> & { allTeamIds: string[] }> {
  const after = decodeCursor(page, ZTeamKey);
  const teams = onlyTeamIds === undefined ? {} : { in: [...onlyTeamIds] };
  const [rows, all] = await Promise.all([
    db.collectionTeamPermission.findMany({
      where: { collectionId, teamId: { ...teams, ...(after && { gt: after.teamId }) } },
      orderBy: { teamId: 'asc' },
      take: limit + 1,
      select: { teamId: true, role: true },
    }),
    db.collectionTeamPermission.findMany({ where: { collectionId, teamId: teams }, select: { teamId: true } }),
  ]);
  const allTeamIds = all.map((row) => row.teamId);
  return { ...keysetPage(rows, limit, (row) => ({ teamId: row.teamId }), allTeamIds.length), allTeamIds };
}

/** Whether a team has a permission on the collection. */
export async function hasTeamPermission(db: Db, collectionId: string, teamId: string): Promise<boolean> {
  return (await db.collectionTeamPermission.count({ where: { collectionId, teamId } })) > 0;
}
