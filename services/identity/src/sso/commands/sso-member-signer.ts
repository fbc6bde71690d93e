import type { TransactionClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { issueApiToken } from '../../lib/api-tokens';
import { recordEvent } from '../../lib/events';
import { lockOrganization } from '../../lib/organization-lock';
import { ensureUser } from '../../lib/users';
import { LoginFailure } from '../login-failure';

/** The provider a person signs in through, as its row was locked by the caller. */
export type SigningProvider = {
  kind: 'saml' | 'oidc';
  id: string;
  label: string;
  defaultRole: MemberRole | null;
  defaultTeamId: string | null;
};

export type CompletedSsoLogin = {
  userId: string;
  email: string;
  organizationTitle: string;
  providerLabel: string;
  token: string;
  expiresAt: Date;
};

/** The event field naming the provider: `samlProviderId` or `oidcProviderId`. */
const providerField = (provider: SigningProvider): Record<string, string> =>
  provider.kind === 'saml' ? { samlProviderId: provider.id } : { oidcProviderId: provider.id };

/**
 * What every SSO protocol does once it has verified who the person is (docs/sso.md, "Signing
 * in"), in the caller's transaction, after the caller has locked the provider row and used up
 * the login's one-time state:
 * - the user is found by (verified) email or created; a new member joins with the provider's
 *   default role and team and is marked as an SSO member, an existing member is marked as one;
 * - an account that also belongs to another organization is refused: this organization's
 *   identity provider vouches for nobody who is also someone else's;
 * - an API token is issued, expiring after `tokenTtlSeconds`, bound to this organization: it
 *   and the tokens minted from it act here only, even after the account joins another one.
 */
export async function signInSsoMember(
  tx: TransactionClient,
  {
    organizationId,
    provider,
    email,
    displayName,
    tokenTtlSeconds,
    now,
  }: { organizationId: string; provider: SigningProvider; email: string; displayName?: string; tokenTtlSeconds: number; now: Date },
): Promise<CompletedSsoLogin> {
  // Serialized with membership and team changes of the organization (see lockOrganization).
  await lockOrganization(tx, organizationId);
  const { userId } = await ensureUser(tx, { email, displayName });
  const elsewhere = await tx.membership.findFirst({
    where: { userId, organizationId: { not: organizationId } },
    select: { organizationId: true },
  });
  if (elsewhere) throw new LoginFailure('other-organizations');
  await joinAsSsoMember(tx, { organizationId, userId, provider, now });

  const expiresAt = new Date(now.getTime() + tokenTtlSeconds * 1000);
  const issued = await issueApiToken(tx, {
    userId,
    label: `SSO login (${provider.label})`,
    expiresAt,
    boundOrganizationId: organizationId,
  });
  // The sign-in itself, for the organization's audit log: no bearer token made it, so its
  // event has no actor of the outbox's own; `userId` and `sso` say who signed in.
  await recordEvent(tx, 'sso-login', 'completed', {
    aggregateId: issued.tokenId,
    organizationId,
    data: { organizationId, userId, ...providerField(provider), tokenId: issued.tokenId, expiresAt: expiresAt.toISOString(), sso: true },
  });
  const organization = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { title: true } });
  return { userId, email, organizationTitle: organization.title, providerLabel: provider.label, token: issued.token, expiresAt };
}

async function joinAsSsoMember(
  tx: TransactionClient,
  { organizationId, userId, provider, now }: { organizationId: string; userId: string; provider: SigningProvider; now: Date },
): Promise<void> {
  const { count: joined } = await tx.membership.createMany({
    data: [{ organizationId, userId, role: provider.defaultRole, sso: true, ssoSetAt: now }],
    skipDuplicates: true,
  });
  if (joined === 0) {
    const { count: marked } = await tx.membership.updateMany({
      where: { organizationId, userId, sso: false },
      data: { sso: true, ssoSetAt: now },
    });
    if (marked > 0) {
      await recordEvent(tx, 'member', 'updated', {
        aggregateId: userId,
        organizationId,
        data: { organizationId, userId, sso: true },
      });
    }
    return;
  }
  await recordEvent(tx, 'member', 'added', {
    aggregateId: userId,
    organizationId,
    data: { organizationId, userId, role: provider.defaultRole, sso: true, ...providerField(provider) },
  });
  if (!provider.defaultTeamId) return;
  // The team is in the organization: the provider's foreign key is cleared when it is deleted,
  // and the provider row is locked.
  const { count: added } = await tx.teamMember.createMany({
    data: [{ teamId: provider.defaultTeamId, userId, organizationId, role: 'member' }],
    skipDuplicates: true,
  });
  if (added > 0) {
    await recordEvent(tx, 'team', 'updated', {
      aggregateId: provider.defaultTeamId,
      organizationId,
      data: { organizationId, teamId: provider.defaultTeamId, addedUserIds: [userId], roles: {}, removedUserIds: [] },
    });
  }
}
