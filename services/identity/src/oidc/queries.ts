import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { MemberRole } from '../generated/prisma/client';

export type OidcProviderRow = {
  id: string;
  organizationId: string;
  label: string;
  issuer: string;
  clientId: string | null;
  clientSecretSealed: Uint8Array | null;
  allowedEmailDomains: string[];
  defaultTeamId: string | null;
  defaultRole: MemberRole | null;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export const oidcProviderSelect = {
  id: true,
  organizationId: true,
  label: true,
  issuer: true,
  clientId: true,
  clientSecretSealed: true,
  allowedEmailDomains: true,
  defaultTeamId: true,
  defaultRole: true,
  enabled: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type OidcProviderState = 'active' | 'pending' | 'disabled';

/** `disabled` by an admin; `pending` while the client id or secret is missing; else `active`. */
export function oidcProviderState(provider: Pick<OidcProviderRow, 'enabled' | 'clientId' | 'clientSecretSealed'>): OidcProviderState {
  if (!provider.enabled) return 'disabled';
  return provider.clientId !== null && provider.clientSecretSealed !== null ? 'active' : 'pending';
}

export function findOidcProvider(db: Db, organizationId: string, oidcProviderId: string): Promise<OidcProviderRow | null> {
  return db.oidcProvider.findFirst({ where: { id: oidcProviderId, organizationId }, select: oidcProviderSelect });
}

const ZOidcProviderCursor = z.object({ createdAt: z.iso.datetime(), id: z.string() });

/** One page of an organization's providers, oldest first, keyset on (created_at, id). */
export async function listOidcProviders(
  db: Db,
  organizationId: string,
  { page, limit }: { page?: string; limit: number },
): Promise<Page<OidcProviderRow>> {
  const after = decodeCursor(page, ZOidcProviderCursor);
  const where = { organizationId };
  const [rows, count] = await Promise.all([
    db.oidcProvider.findMany({
      where: { ...where, ...keysetAfter(after, [['createdAt', 'asc', toDate], ['id', 'asc']]) },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
      select: oidcProviderSelect,
    }),
    db.oidcProvider.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/**
 * The providers of an organization people can sign in with (enabled, client id and secret
 * set), oldest first; the (organization_id, created_at, id) index serves it.
 */
export function listActiveOidcProviders(db: Db, organizationId: string): Promise<{ id: string; label: string }[]> {
  return db.oidcProvider.findMany({
    where: { organizationId, enabled: true, clientId: { not: null }, clientSecretSealed: { not: null } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, label: true },
  });
}
