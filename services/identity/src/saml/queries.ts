import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { MemberRole } from '../generated/prisma/client';

export type SamlProviderRow = {
  id: string;
  organizationId: string;
  label: string;
  entityId: string | null;
  ssoUrl: string | null;
  certificate: string | null;
  certificateNotBefore: Date | null;
  certificateNotAfter: Date | null;
  defaultTeamId: string | null;
  defaultRole: MemberRole | null;
  createdAt: Date;
};

export const samlProviderSelect = {
  id: true,
  organizationId: true,
  label: true,
  entityId: true,
  ssoUrl: true,
  certificate: true,
  certificateNotBefore: true,
  certificateNotAfter: true,
  defaultTeamId: true,
  defaultRole: true,
  createdAt: true,
} as const;

/** What decides whether a provider is active. */
export type ProviderLoginSettings = Pick<SamlProviderRow, 'entityId' | 'ssoUrl' | 'certificate' | 'certificateNotBefore' | 'certificateNotAfter'>;

/** A provider people can log in with: everything the login flow needs is set. */
export type ActiveSamlProvider = SamlProviderRow & { entityId: string; ssoUrl: string; certificate: string };

/**
 * `active` needs the identity provider's entity ID, its SSO URL and a certificate that is valid
 * at `now`. A certificate that expires later turns the provider back to pending on its own.
 */
export function isProviderActive<P extends ProviderLoginSettings>(provider: P, now: Date): provider is P & { entityId: string; ssoUrl: string; certificate: string } {
  return (
    provider.entityId !== null &&
    provider.ssoUrl !== null &&
    provider.certificate !== null &&
    provider.certificateNotBefore !== null &&
    provider.certificateNotAfter !== null &&
    provider.certificateNotBefore.getTime() <= now.getTime() &&
    now.getTime() < provider.certificateNotAfter.getTime()
  );
}

export function findSamlProvider(db: Db, organizationId: string, samlProviderId: string): Promise<SamlProviderRow | null> {
  return db.samlProvider.findFirst({ where: { id: samlProviderId, organizationId }, select: samlProviderSelect });
}

const ZSamlProviderCursor = z.object({ createdAt: z.iso.datetime(), id: z.string() });

/** One page of an organization's providers, oldest first, keyset on (created_at, id). */
export async function listSamlProviders(
  db: Db,
  organizationId: string,
  { page, limit }: { page?: string; limit: number },
): Promise<Page<SamlProviderRow>> {
  const after = decodeCursor(page, ZSamlProviderCursor);
  const where = { organizationId };
  const [rows, count] = await Promise.all([
    db.samlProvider.findMany({
      where: {
        ...where,
        ...keysetAfter(after, [['createdAt', 'asc', toDate], ['id', 'asc']]),
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
      select: samlProviderSelect,
    }),
    db.samlProvider.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/**
 * The providers of an organization people can log in with, oldest first. Entity ID, SSO URL
 * and the certificate's validity are filtered in SQL; the (organization_id, created_at, id)
 * index serves the organization and the order.
 */
export function listActiveSamlProviders(db: Db, organizationId: string, now: Date): Promise<SamlProviderRow[]> {
  return db.samlProvider.findMany({
    where: {
      organizationId,
      entityId: { not: null },
      ssoUrl: { not: null },
      certificate: { not: null },
      certificateNotBefore: { lte: now },
      certificateNotAfter: { gt: now },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: samlProviderSelect,
  });
}
