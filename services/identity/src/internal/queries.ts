import type { Db } from '../db';
import type { MemberRole } from '../generated/prisma/client';
import { organizationSelect, type OrganizationRow } from '../organizations/queries';
import { membershipSelect, type MembershipRow } from '../members/queries';
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

/** The organizations among `organizationIds` (one query); unknown ids are left out. */
export function findOrganizationsByIds(db: Db, organizationIds: readonly string[]): Promise<OrganizationRow[]> {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db.organization.findMany({ where: { id: { in: [...organizationIds] } }, select: organizationSelect });
}

/** The user's role (null: guest) in each of the organizations they belong to, by organization id (one query). */
export async function findViewerRoles(db: Db, userId: string, organizationIds: readonly string[]): Promise<Map<string, MemberRole | null>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db.membership.findMany({
    where: { userId, organizationId: { in: [...organizationIds] } },
    select: { organizationId: true, role: true },
  });
  return new Map(rows.map((row) => [row.organizationId, row.role]));
}

/** Which of the organizations the user owns a team in (one query). */
export async function findTeamOwnerOrganizationIds(db: Db, userId: string, organizationIds: readonly string[]): Promise<Set<string>> {
  if (organizationIds.length === 0) return new Set();
  const rows = await db.teamMember.findMany({
    where: { userId, role: 'owner', organizationId: { in: [...organizationIds] } },
    select: { organizationId: true },
    distinct: ['organizationId'],
  });
  return new Set(rows.map((row) => row.organizationId));
}

export type MemberAccessRow = { user: UserRow; role: MemberRole | null; teamIds: string[] };

/**
 * One keyset page (by user id, the memberships primary key's order) of the organization's
 * members, and of its guests named in `userIds` or in a team of `teamIds`, with each one's teams,
 * and the listing's total. Three queries whatever the page size.
 */
export async function listMemberAccess(
  db: Db,
  { organizationId, userIds, teamIds, afterUserId, limit }: { organizationId: string; userIds: string[]; teamIds: string[]; afterUserId?: string; limit: number },
): Promise<{ rows: MemberAccessRow[]; more: boolean; count: number }> {
  const where = {
    organizationId,
    OR: [
      { role: { not: null } },
      { userId: { in: userIds } },
      { user: { teamMembers: { some: { organizationId, teamId: { in: teamIds } } } } },
    ],
  };
  const [page, count] = await Promise.all([
    db.membership.findMany({
      where: afterUserId ? { AND: [where, { userId: { gt: afterUserId } }] } : where,
      orderBy: { userId: 'asc' },
      take: limit + 1,
      select: { userId: true, role: true, user: { select: userSelect } },
    }),
    db.membership.count({ where }),
  ]);
  const rows = page.slice(0, limit);
  const teams = await db.teamMember.findMany({
    where: { organizationId, userId: { in: rows.map((row) => row.userId) } },
    select: { userId: true, teamId: true },
  });
  const teamsOf = new Map<string, string[]>();
  for (const { userId, teamId } of teams) teamsOf.set(userId, [...(teamsOf.get(userId) ?? []), teamId]);
  return {
    rows: rows.map((row) => ({ user: row.user, role: row.role, teamIds: teamsOf.get(row.userId) ?? [] })),
    more: page.length > limit,
    count,
  };
}

/** The organization's memberships (guests included) of the given users, in one query, by user id. */
export function findMembershipsOfUsers(db: Db, organizationId: string, userIds: readonly string[]): Promise<MembershipRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.membership.findMany({
    where: { organizationId, userId: { in: [...userIds] } },
    select: membershipSelect,
    orderBy: { userId: 'asc' },
  });
}
