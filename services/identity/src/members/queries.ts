import { type CallContext, decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { SpaceCounts } from '../clients/content';
import type { Db } from '../db';
import type { MemberRole, Prisma } from '../generated/prisma/client';
import { escapeLike } from '../lib/validation';
import { userSelect, type UserRow } from '../users/queries';

export type MembershipRow = {
  userId: string;
  role: MemberRole | null;
  joinedAt: Date;
  lastSeenAt: Date | null;
  sso: boolean;
  user: UserRow;
};

export const membershipSelect = {
  userId: true,
  role: true,
  joinedAt: true,
  lastSeenAt: true,
  sso: true,
  user: { select: userSelect },
} as const;

/** What a member's counts come from: their teams here and the spaces content says they reach. */
export type MemberCounts = { teams: number; spaces: number };

export function findMembership(db: Db, organizationId: string, userId: string): Promise<MembershipRow | null> {
  return db.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    select: membershipSelect,
  });
}

export type MemberListFilters = {
  /** undefined: any role; null: guests only. */
  role?: MemberRole | null;
  /** Case-insensitive "contains" on display name and email. */
  search?: string;
  sort: 'joinedAt' | 'lastSeenAt';
  order: 'asc' | 'desc';
};

const ZMemberCursor = z.object({ at: z.iso.datetime(), userId: z.string() });

/**
 * One page of an organization's members. Both sorts are keyset-paginated on
 * (sort time, user id), served by the (organization, time, user) indexes; sorting by
 * lastSeenAt lists only members that were seen at least once. The cursor condition repeats
 * its time comparison as a plain bound: PostgreSQL derives no index range from the OR, and
 * without the bound a page in the middle of a large organization read every member before
 * (or after) the cursor.
 */
export async function listMembers(
  db: Db,
  organizationId: string,
  filters: MemberListFilters,
  { page, limit }: { page?: string; limit: number },
): Promise<Page<MembershipRow>> {
  const after = decodeCursor(page, ZMemberCursor);
  const { sort, order } = filters;
  const where: Prisma.MembershipWhereInput = {
    organizationId,
    ...(filters.role !== undefined && { role: filters.role }),
    ...(sort === 'lastSeenAt' && { lastSeenAt: { not: null } }),
    ...(filters.search && {
      user: {
        OR: [
          { displayName: { contains: escapeLike(filters.search), mode: 'insensitive' } },
          { email: { contains: escapeLike(filters.search.toLowerCase()) } },
        ],
      },
    }),
  };
  const afterWhere: Prisma.MembershipWhereInput | undefined =
    after && keysetAfter({ [sort]: after.at, userId: after.userId }, [[sort, order, toDate], ['userId', order]]);
  const [rows, count] = await Promise.all([
    db.membership.findMany({
      where: afterWhere ? { AND: [where, afterWhere] } : where,
      orderBy: sort === 'lastSeenAt' ? [{ lastSeenAt: order }, { userId: order }] : [{ joinedAt: order }, { userId: order }],
      take: limit + 1,
      select: membershipSelect,
    }),
    db.membership.count({ where }),
  ]);
  return keysetPage(
    rows,
    limit,
    (row) => ({ at: (sort === 'lastSeenAt' ? row.lastSeenAt! : row.joinedAt).toISOString(), userId: row.userId }),
    count,
  );
}

/** user id -> the ids of the organization's teams they are in, for the given users. */
export async function loadTeamIdsOfUsers(
  db: Db,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, string[]>> {
  const teamIds = new Map<string, string[]>(userIds.map((userId) => [userId, []]));
  if (userIds.length === 0) return teamIds;
  const rows = await db.teamMember.findMany({
    where: { organizationId, userId: { in: userIds } },
    select: { userId: true, teamId: true },
  });
  for (const row of rows) teamIds.get(row.userId)?.push(row.teamId);
  return teamIds;
}

/**
 * The `teams` and `spaces` counts of each membership: one query for teams here and one
 * batch call to content for spaces, whatever the number of members.
 */
export async function loadMemberCounts(
  { db, spaces, context }: { db: Db; spaces: SpaceCounts; context: CallContext },
  organizationId: string,
  memberships: { userId: string; role: MemberRole | null }[],
): Promise<Map<string, MemberCounts>> {
  const teamIds = await loadTeamIdsOfUsers(
    db,
    organizationId,
    memberships.map((membership) => membership.userId),
  );
  const spaceCounts = await spaces.countMemberSpaces(
    organizationId,
    memberships.map((membership) => ({
      userId: membership.userId,
      role: membership.role,
      teamIds: teamIds.get(membership.userId) ?? [],
    })),
    context,
  );
  return new Map(
    memberships.map((membership) => [
      membership.userId,
      { teams: teamIds.get(membership.userId)?.length ?? 0, spaces: spaceCounts.get(membership.userId) ?? 0 },
    ]),
  );
}

/** How many members the organization added by email since `since` (the daily limit). */
export function countEmailAdditionsSince(db: Db, organizationId: string, since: Date): Promise<number> {
  return db.memberEmailAddition.count({ where: { organizationId, createdAt: { gt: since } } });
}
