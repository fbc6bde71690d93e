import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Caller } from '../access/caller';
import type { Db } from '../db';
import type { MemberRole, OrganizationType } from '../generated/prisma/client';

export type OrganizationRow = {
  id: string;
  title: string;
  type: OrganizationType;
  useCase: string | null;
  defaultRole: MemberRole | null;
  hostname: string | null;
  emailDomains: string[];
  createdAt: Date;
};

export const organizationSelect = {
  id: true,
  title: true,
  type: true,
  useCase: true,
  defaultRole: true,
  hostname: true,
  emailDomains: true,
  createdAt: true,
} as const;

export function findOrganization(db: Db, organizationId: string): Promise<OrganizationRow | null> {
  return db.organization.findUnique({ where: { id: organizationId }, select: organizationSelect });
}

/** Whether the user owns at least one team of the organization. */
export async function ownsAnyTeam(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const owned = await db.teamMember.findFirst({
    where: { organizationId, userId, role: 'owner' },
    select: { teamId: true },
  });
  return owned !== null;
}

export type UserOrganization = {
  organization: OrganizationRow;
  role: MemberRole | null;
  joinedAt: Date;
  ownsTeam: boolean;
};

const ZUserOrganizationCursor = z.object({ joinedAt: z.iso.datetime(), organizationId: z.string() });

/**
 * Organizations the caller belongs to (as member or guest), oldest membership first; only the
 * one their token is bound to, if it is (docs/sso.md).
 */
export async function listUserOrganizations(
  db: Db,
  { userId, boundOrganizationId }: Caller,
  { page, limit }: { page?: string; limit: number },
): Promise<Page<UserOrganization>> {
  const after = decodeCursor(page, ZUserOrganizationCursor);
  const where = { userId, ...(boundOrganizationId !== null && { organizationId: boundOrganizationId }) };
  const [rows, count] = await Promise.all([
    db.membership.findMany({
      where: {
        ...where,
        ...keysetAfter(after, [['joinedAt', 'asc', toDate], ['organizationId', 'asc']]),
      },
      orderBy: [{ joinedAt: 'asc' }, { organizationId: 'asc' }],
      take: limit + 1,
      select: { role: true, joinedAt: true, organizationId: true, organization: { select: organizationSelect } },
    }),
    db.membership.count({ where }),
  ]);
  const owned = await db.teamMember.findMany({
    where: { userId, role: 'owner', organizationId: { in: rows.map((row) => row.organizationId) } },
    select: { organizationId: true },
    distinct: ['organizationId'],
  });
  const ownerOf = new Set(owned.map((row) => row.organizationId));
  const items = rows.map((row) => ({
    organization: row.organization,
    role: row.role,
    joinedAt: row.joinedAt,
    ownsTeam: ownerOf.has(row.organizationId),
  }));
  return keysetPage(
    items,
    limit,
    (item) => ({ joinedAt: item.joinedAt.toISOString(), organizationId: item.organization.id }),
    count,
  );
}
