import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Caller } from '../access/caller';
import type { Db } from '../db';
import type { Prisma } from '../generated/prisma/client';
import type { OwnedToken } from './policy';

export type UserRow = { id: string; email: string; displayName: string; photoUrl: string | null };

export const userSelect = { id: true, email: true, displayName: true, photoUrl: true } as const;

export function findUser(db: Db, userId: string): Promise<UserRow | null> {
  return db.user.findUnique({ where: { id: userId }, select: userSelect });
}

/** What is shown of a stored token: never its hash. */
export type ApiTokenRow = {
  id: string;
  label: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
};

export const apiTokenSelect = {
  id: true,
  label: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
} as const;

/** Who a token belongs to and where it acts, for the revocation policy; null when there is no such token. */
export function findApiTokenOwner(db: Db, tokenId: string): Promise<OwnedToken | null> {
  return db.apiToken.findUnique({ where: { id: tokenId }, select: { userId: true, boundOrganizationId: true } });
}

const ZApiTokenCursor = z.object({ createdAt: z.iso.datetime(), id: z.string() });

/**
 * One page of the caller's tokens that are not revoked, newest first, keyset on
 * (created_at, id) descending, served backwards by the (user_id, created_at, id) index.
 * Expired tokens stay listed (with their `expiresAt`) until revoked. A token bound to an
 * organization lists the tokens bound to it only (apiTokenPolicy).
 */
export async function listUserApiTokens(
  db: Db,
  { userId, boundOrganizationId }: Caller,
  { page, limit }: { page?: string; limit: number },
): Promise<Page<ApiTokenRow>> {
  const after = decodeCursor(page, ZApiTokenCursor);
  const where: Prisma.ApiTokenWhereInput = {
    userId,
    revokedAt: null,
    ...(boundOrganizationId !== null && { boundOrganizationId }),
  };
  const [rows, count] = await Promise.all([
    db.apiToken.findMany({
      where: {
        ...where,
        ...keysetAfter(after, [['createdAt', 'desc', toDate], ['id', 'desc']]),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
      select: apiTokenSelect,
    }),
    db.apiToken.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/**
 * Whether `viewer` may see `userId` (GET /users/{userId}): themselves, or a user who is in an
 * organization where the viewer is a member (not a guest), as the members list shows them
 * (memberPolicy.view). A token bound to an organization by an SSO login sees through that
 * organization only. One query.
 */
export async function canSeeUser(db: Db, { userId: viewerId, boundOrganizationId }: Caller, userId: string): Promise<boolean> {
  if (viewerId === userId) return true;
  const shared = await db.membership.findFirst({
    where: {
      userId,
      ...(boundOrganizationId !== null && { organizationId: boundOrganizationId }),
      organization: { memberships: { some: { userId: viewerId, role: { not: null } } } },
    },
    select: { organizationId: true },
  });
  return shared !== null;
}

/** Whether the user is in an organization other than `organizationId`. */
export async function isInAnotherOrganization(db: Db, userId: string, organizationId: string): Promise<boolean> {
  const elsewhere = await db.membership.findFirst({ where: { userId, organizationId: { not: organizationId } }, select: { organizationId: true } });
  return elsewhere !== null;
}
