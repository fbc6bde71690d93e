import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { InviteTarget, MemberRole } from '../generated/prisma/client';
import { organizationSelect, type OrganizationRow } from '../organizations/queries';

export type InviteRow = {
  id: string;
  organizationId: string;
  target: InviteTarget;
  role: MemberRole | null;
  spaceId: string | null;
  collectionId: string | null;
  email: string | null;
  sso: boolean;
  secret: string;
  emailDomain: string | null;
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
  createdAt: Date;
};

export const inviteSelect = {
  id: true,
  organizationId: true,
  target: true,
  role: true,
  spaceId: true,
  collectionId: true,
  email: true,
  sso: true,
  secret: true,
  emailDomain: true,
  expiresAt: true,
  maxUses: true,
  uses: true,
  createdAt: true,
} as const;

/** Invite links are the organization, space and collection targets; email invitations are not links. */
export const LINK_TARGETS: InviteTarget[] = ['organization', 'space', 'collection'];

/** An invite link of the organization by id (never an email invitation), or null. */
export function findInviteLink(db: Db, organizationId: string, inviteId: string): Promise<InviteRow | null> {
  return db.organizationInvite.findFirst({
    where: { id: inviteId, organizationId, target: { in: LINK_TARGETS } },
    select: inviteSelect,
  });
}

/** An invite link or email invitation of the organization by its secret, or null. */
export function findInviteBySecret(db: Db, organizationId: string, secret: string): Promise<InviteRow | null> {
  return db.organizationInvite.findFirst({ where: { secret, organizationId }, select: inviteSelect });
}

const ZInviteCursor = z.object({ createdAt: z.iso.datetime(), id: z.string() });

/**
 * One page of the organization's invites of one target, newest first, keyset on (created_at,
 * id) descending over the (organization_id, target, created_at, id) index.
 */
export async function listInvites(
  db: Db,
  organizationId: string,
  target: InviteTarget,
  { page, limit }: { page?: string; limit: number },
): Promise<Page<InviteRow>> {
  const after = decodeCursor(page, ZInviteCursor);
  const where = { organizationId, target };
  const [rows, count] = await Promise.all([
    db.organizationInvite.findMany({
      where: { ...where, ...keysetAfter(after, [['createdAt', 'desc', toDate], ['id', 'desc']]) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
      select: inviteSelect,
    }),
    db.organizationInvite.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/** The organization's title, for invitation emails. */
export async function findOrganizationTitle(db: Db, organizationId: string): Promise<string | undefined> {
  const organization = await db.organization.findUnique({ where: { id: organizationId }, select: { title: true } });
  return organization?.title;
}

/** Most organizations GET /email-domains/{emailDomain}/orgs lists (the contract pages nothing). */
export const MAX_JOINABLE_ORGANIZATIONS = 100;

/**
 * The organizations open to people of `emailDomain`, oldest first: those whose email domains
 * include it (they may join with `POST /orgs/{id}/join`), and those with an active OpenID Connect
 * provider that names it among its allowed domains (they may sign in through it). A provider that
 * allows any domain names none, so it lists its organization to no one. Both reads are GIN
 * indexed (email_domains, allowed_email_domains).
 */
export function findOrganizationsWithEmailDomain(db: Db, emailDomain: string): Promise<OrganizationRow[]> {
  return db.organization.findMany({
    where: {
      OR: [
        { emailDomains: { has: emailDomain } },
        {
          oidcProviders: {
            some: {
              enabled: true,
              clientId: { not: null },
              clientSecretSealed: { not: null },
              allowedEmailDomains: { has: emailDomain },
            },
          },
        },
      ],
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: MAX_JOINABLE_ORGANIZATIONS,
    select: organizationSelect,
  });
}
