import type { Db } from '../db';
import type { MemberRole } from '../generated/prisma/client';
import { organizationSelect, type OrganizationRow } from '../organizations/queries';
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
