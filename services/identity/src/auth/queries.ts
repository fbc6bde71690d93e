import { hashToken } from '@quire/shared';
import type { Db } from '../db';
import type { MemberRole } from '../generated/prisma/client';
import { isTokenActive } from '../access/api-token';
import { findInstallationTokenGrant, findIntegrationTokenGrant, type InstallationTokenGrant, type IntegrationTokenGrant } from '../installations/queries';
import { isInstallationToken, isIntegrationToken } from '../installations/tokens';

/** last_used_at is refreshed at most this often per token, so authentication stays read-only. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export type TokenPrincipal = {
  userId: string;
  tokenId: string;
  lastUsedAt: Date | null;
  memberships: { organizationId: string; role: MemberRole | null }[];
  teamIds: string[];
};

/** What a bearer token resolves to: a user's API token, or an integration installation's token. */
export type ResolvedToken =
  | { kind: 'user'; principal: TokenPrincipal }
  | { kind: 'installation'; grant: InstallationTokenGrant }
  | { kind: 'integration'; grant: IntegrationTokenGrant };

/**
 * The principal of an active token of either kind, or null. The prefix tells the kinds apart
 * (`gb_inst_` for installation tokens, `gb_intg_` for integration tokens), so one table is read.
 */
export async function resolveToken(db: Db, token: string, now = new Date()): Promise<ResolvedToken | null> {
  if (isInstallationToken(token)) {
    const grant = await findInstallationTokenGrant(db, token, now);
    return grant && { kind: 'installation', grant };
  }
  if (isIntegrationToken(token)) {
    const grant = await findIntegrationTokenGrant(db, token, now);
    return grant && { kind: 'integration', grant };
  }
  const principal = await findTokenPrincipal(db, token, now);
  return principal && { kind: 'user', principal };
}

/**
 * The principal of an active (not revoked, not expired) token, or null. A token bound to an
 * organization (an SSO login's, docs/sso.md) carries that organization's membership and teams
 * only: every service reads access from the principal, so it acts nowhere else.
 */
export async function findTokenPrincipal(db: Db, token: string, now = new Date()): Promise<TokenPrincipal | null> {
  const apiToken = await db.apiToken.findUnique({
    where: { hash: hashToken(token) },
    select: { id: true, userId: true, revokedAt: true, expiresAt: true, lastUsedAt: true, boundOrganizationId: true },
  });
  if (!apiToken || !isTokenActive(apiToken, now)) return null;
  const bound = apiToken.boundOrganizationId !== null && { organizationId: apiToken.boundOrganizationId };
  const [memberships, teams] = await Promise.all([
    db.membership.findMany({
      where: { userId: apiToken.userId, ...bound },
      select: { organizationId: true, role: true },
      orderBy: { organizationId: 'asc' },
    }),
    db.teamMember.findMany({ where: { userId: apiToken.userId, ...bound }, select: { teamId: true }, orderBy: { teamId: 'asc' } }),
  ]);
  return {
    userId: apiToken.userId,
    tokenId: apiToken.id,
    lastUsedAt: apiToken.lastUsedAt,
    memberships,
    teamIds: teams.map((team) => team.teamId),
  };
}
