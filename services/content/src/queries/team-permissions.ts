import { z } from 'zod';
import { decodeCursor, keysetPage, type Page } from '@quire/shared';
import type { Db } from '../db';
import type { MemberRole } from '../generated/prisma/enums';

export type TeamPermissionRow = { teamId: string; role: MemberRole };

const ZTeamKey = z.object({ teamId: z.string() });

/**
 * One keyset page of a collection's team permissions, by team id (the primary key's order),
 * and the ids of every team with a permission on the collection, so that the caller can count
 * only the teams identity still knows (a deleted team's rows stay until its event is consumed).
 */
export async function listTeamPermissionsPage(
  db: Db,
  { collectionId, page, limit }: { collectionId: string; page?: string; limit: number },
): Promise<Page<TeamPermissionRow> & { allTeamIds: string[] }> {
  const after = decodeCursor(page, ZTeamKey);
  const [rows, all] = await Promise.all([
    db.collectionTeamPermission.findMany({
      where: { collectionId, ...(after && { teamId: { gt: after.teamId } }) },
      orderBy: { teamId: 'asc' },
      take: limit + 1,
      select: { teamId: true, role: true },
    }),
    db.collectionTeamPermission.findMany({ where: { collectionId }, select: { teamId: true } }),
  ]);
  const allTeamIds = all.map((row) => row.teamId);
  return { ...keysetPage(rows, limit, (row) => ({ teamId: row.teamId }), allTeamIds.length), allTeamIds };
}
