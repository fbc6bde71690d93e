import type { Db } from '../db';
import { userSelect, type UserRow } from '../users/queries';

/** The users among `userIds` (one query); unknown ids are left out. */
export function findUsersByIds(db: Db, userIds: readonly string[]): Promise<UserRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.user.findMany({ where: { id: { in: [...userIds] } }, select: userSelect });
}

/** Which of `userIds` are members (guests included) of the organization (one query). */
export async function findMemberIds(db: Db, organizationId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.membership.findMany({
    where: { organizationId, userId: { in: [...userIds] } },
    select: { userId: true },
  });
  return rows.map((row) => row.userId);
}
