import { type CallContext, decodeCursor, keysetAfter, keysetPage, type Page, type Principal, toDate } from '@quire/shared';
import { z } from 'zod';
import { invalidArgument, notFound } from '@quire/shared';
import { loadCallerViewer } from '../access/caller';
import { authorize, isInOrganization } from '../access/organization';
import type { SpaceCounts } from '../clients/content';
import type { Db } from '../db';
import type { Prisma, TeamMemberRole } from '../generated/prisma/client';
import { escapeLike } from '../lib/validation';
import { membershipSelect, type MembershipRow } from '../members/queries';
import { teamPolicy, type TeamViewer } from './policy';

export type TeamRow = { id: string; title: string; createdAt: Date };

export const teamSelect = { id: true, title: true, createdAt: true } as const;

export type TeamCounts = { members: number; spaces: number };

export function findTeam(db: Db, organizationId: string, teamId: string): Promise<TeamRow | null> {
  return db.team.findFirst({ where: { id: teamId, organizationId }, select: teamSelect });
}

const ZTeamCursor = z.object({ title: z.string(), id: z.string() });

const afterTitle = (after: { title: string; id: string } | undefined): Prisma.TeamWhereInput =>
  keysetAfter(after, [['title', 'asc'], ['id', 'asc']]);

export type TeamListFilters = {
  /** Case-insensitive "contains" on the title. */
  title?: string;
  /** Only the teams this user owns (their role in the team is owner). */
  ownedBy?: string;
};

/** One page of an organization's teams by title, keyset on (title, id). */
export async function listTeams(
  db: Db,
  organizationId: string,
  filters: TeamListFilters,
  { page, limit }: { page?: string; limit: number },
): Promise<Page<TeamRow>> {
  const after = decodeCursor(page, ZTeamCursor);
  const where: Prisma.TeamWhereInput = {
    organizationId,
    ...(filters.title && { title: { contains: escapeLike(filters.title), mode: 'insensitive' } }),
    ...(filters.ownedBy && { members: { some: { userId: filters.ownedBy, role: 'owner' } } }),
  };
  const [rows, count] = await Promise.all([
    db.team.findMany({
      where: { AND: [where, afterTitle(after)] },
      orderBy: [{ title: 'asc' }, { id: 'asc' }],
      take: limit + 1,
      select: teamSelect,
    }),
    db.team.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ title: row.title, id: row.id }), count);
}

export type MemberTeamRow = { team: TeamRow; role: TeamMemberRole };

/** One page of the teams a user is in, by title, keyset on (title, team id). */
export async function listMemberTeams(
  db: Db,
  organizationId: string,
  userId: string,
  { title }: { title?: string },
  { page, limit }: { page?: string; limit: number },
): Promise<Page<MemberTeamRow>> {
  const after = decodeCursor(page, ZTeamCursor);
  const where: Prisma.TeamMemberWhereInput = {
    organizationId,
    userId,
    ...(title && { team: { title: { contains: escapeLike(title), mode: 'insensitive' } } }),
  };
  const [rows, count] = await Promise.all([
    db.teamMember.findMany({
      where: after ? { AND: [where, { team: afterTitle(after) }] } : where,
      orderBy: [{ team: { title: 'asc' } }, { teamId: 'asc' }],
      take: limit + 1,
      select: { role: true, team: { select: teamSelect } },
    }),
    db.teamMember.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ title: row.team.title, id: row.team.id }), count);
}

export type TeamMemberRow = { role: TeamMemberRole; membership: MembershipRow };

const ZTeamMemberCursor = z.object({ joinedAt: z.iso.datetime(), userId: z.string() });

/** One page of a team's members in the order they joined it, keyset on (joined at, user id). */
export async function listTeamMembers(
  db: Db,
  organizationId: string,
  teamId: string,
  { page, limit }: { page?: string; limit: number },
): Promise<Page<TeamMemberRow>> {
  const after = decodeCursor(page, ZTeamMemberCursor);
  const where: Prisma.TeamMemberWhereInput = { teamId };
  const [rows, count] = await Promise.all([
    db.teamMember.findMany({
      where: {
        ...where,
        ...keysetAfter(after, [['joinedAt', 'asc', toDate], ['userId', 'asc']]),
      },
      orderBy: [{ joinedAt: 'asc' }, { userId: 'asc' }],
      take: limit + 1,
      select: { userId: true, role: true, joinedAt: true },
    }),
    db.teamMember.count({ where }),
  ]);
  const memberships = await db.membership.findMany({
    where: { organizationId, userId: { in: rows.map((row) => row.userId) } },
    select: membershipSelect,
  });
  const membershipOf = new Map(memberships.map((membership) => [membership.userId, membership]));
  // Team members always have a membership: removing a member removes them from the teams
  // in the same transaction.
  const withMembership = rows.flatMap((row) => {
    const membership = membershipOf.get(row.userId);
    return membership ? [{ ...row, membership }] : [];
  });
  return keysetPage(
    withMembership,
    limit,
    (row) => ({ joinedAt: row.joinedAt.toISOString(), userId: row.userId }),
    count,
  );
}

/** team id -> the user's role in it, for the given teams. */
export async function loadTeamRoles(db: Db, userId: string, teamIds: string[]): Promise<Map<string, TeamMemberRole>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db.teamMember.findMany({
    where: { userId, teamId: { in: teamIds } },
    select: { teamId: true, role: true },
  });
  return new Map(rows.map((row) => [row.teamId, row.role]));
}

/** `members` and `spaces` counts of each team: one grouped query here, one batch call to content. */
export async function loadTeamCounts(
  { db, spaces, context }: { db: Db; spaces: SpaceCounts; context: CallContext },
  organizationId: string,
  teamIds: string[],
): Promise<Map<string, TeamCounts>> {
  if (teamIds.length === 0) return new Map();
  const [memberCounts, spaceCounts] = await Promise.all([
    db.teamMember.groupBy({ by: ['teamId'], where: { teamId: { in: teamIds } }, _count: { _all: true } }),
    spaces.countTeamSpaces(organizationId, teamIds, context),
  ]);
  const membersOf = new Map(memberCounts.map((row) => [row.teamId, row._count._all]));
  return new Map(
    teamIds.map((teamId) => [teamId, { members: membersOf.get(teamId) ?? 0, spaces: spaceCounts.get(teamId) ?? 0 }]),
  );
}

/** The caller's standing in an organization and in one of its teams (whether or not it exists). */
export async function loadTeamViewer(
  db: Db,
  organizationId: string,
  teamId: string,
  principal: Principal,
): Promise<TeamViewer> {
  const [viewer, teamMember] = await Promise.all([
    loadCallerViewer(db, organizationId, principal),
    db.teamMember.findUnique({
      where: { teamId_userId: { teamId, userId: principal.userId } },
      select: { role: true, organizationId: true },
    }),
  ]);
  const teamRole = teamMember && teamMember.organizationId === organizationId ? teamMember.role : undefined;
  return { ...viewer, teamRole };
}

/**
 * The team, or NOT_FOUND: for callers outside the organization (as for any of its
 * resources) and for guests who are not in the team, who must not learn it exists.
 */
export async function findVisibleTeam(db: Db, viewer: TeamViewer, organizationId: string, teamId: string): Promise<TeamRow> {
  authorize(viewer, isInOrganization(viewer), 'Team not found');
  if (!teamPolicy.view(viewer)) throw notFound('Team not found');
  const team = await findTeam(db, organizationId, teamId);
  if (!team) throw notFound('Team not found');
  return team;
}
/**
 * Resolves user ids or emails to the ids of members (or guests) of the organization.
 * Returns the resolved ids in input order and the references that matched nobody.
 */
export async function resolveOrganizationUsers(
  db: Db,
  organizationId: string,
  references: string[],
): Promise<{ userIds: Map<string, string>; unknown: string[] }> {
  const unique = [...new Set(references)];
  if (unique.length === 0) return { userIds: new Map(), unknown: [] };
  const emails = unique.filter((reference) => reference.includes('@')).map((email) => email.toLowerCase());
  const memberships = await db.membership.findMany({
    where: {
      organizationId,
      OR: [{ userId: { in: unique } }, ...(emails.length > 0 ? [{ user: { email: { in: emails } } }] : [])],
    },
    select: { userId: true, user: { select: { email: true } } },
  });
  const byReference = new Map<string, string>();
  for (const membership of memberships) {
    byReference.set(membership.userId, membership.userId);
    byReference.set(membership.user.email, membership.userId);
  }
  const userIds = new Map<string, string>();
  const unknown: string[] = [];
  for (const reference of unique) {
    const userId = byReference.get(reference.includes('@') ? reference.toLowerCase() : reference);
    if (userId) userIds.set(reference, userId);
    else unknown.push(reference);
  }
  return { userIds, unknown };
}

/** The member ids, refusing any that is not in the organization. */
export async function requireOrganizationUsers(
  db: Db,
  organizationId: string,
  references: string[],
  field: string,
): Promise<string[]> {
  const { userIds, unknown } = await resolveOrganizationUsers(db, organizationId, references);
  if (unknown.length > 0) throw invalidArgument(`${field}: ${unknown[0]} is not a member of this organization`);
  return [...new Set(userIds.values())];
}
