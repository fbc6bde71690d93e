import type { PrismaClient, TransactionClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { issueApiToken } from '../../lib/api-tokens';
import { recordEvent } from '../../lib/events';
import { lockOrganization } from '../../lib/organization-lock';
import { ensureUser } from '../../lib/users';
import { isProviderActive } from '../../saml/queries';
import { LoginFailure } from '../login-failure';
import type { VerifiedAssertion } from '../saml-client';

export type SamlLogin = {
  organizationId: string;
  samlProviderId: string;
  assertion: VerifiedAssertion;
  tokenTtlSeconds: number;
};

export type CompletedSamlLogin = {
  userId: string;
  email: string;
  organizationTitle: string;
  providerLabel: string;
  token: string;
  expiresAt: Date;
};

type LockedProvider = {
  label: string;
  default_role: MemberRole | null;
  default_team_id: string | null;
  entity_id: string | null;
  sso_url: string | null;
  certificate: string | null;
  certificate_not_before: Date | null;
  certificate_not_after: Date | null;
};

/**
 * Signs a person in after their response was validated, in one transaction:
 * - the login request is consumed and the assertion id recorded, so that neither the response
 *   nor the assertion is accepted again (two concurrent posts of one response: the second
 *   waits for the first and is refused as a replay);
 * - the user is found by email or created; a new member joins with the provider's default role
 *   and team and is marked as an SSO member, an existing member is marked as one;
 * - an API token is issued, expiring after `tokenTtlSeconds`, bound to this organization: it
 *   and the tokens minted from it act here only, even after the account joins another one.
 * An account that also belongs to another organization is refused: this organization's
 * identity provider vouches for nobody who is also someone else's.
 */
export async function samlLoginCompleter(
  db: PrismaClient,
  { organizationId, samlProviderId, assertion, tokenTtlSeconds }: SamlLogin,
): Promise<CompletedSamlLogin> {
  return db.$transaction(async (tx) => {
    const now = new Date();
    // Held until commit: the provider cannot be deleted or reconfigured under this login, and
    // one changed since the response was validated (made pending, deleted) is seen here.
    const [provider] = await tx.$queryRaw<LockedProvider[]>`
      SELECT label, default_role, default_team_id, entity_id, sso_url, certificate, certificate_not_before, certificate_not_after
      FROM saml_providers WHERE id = ${samlProviderId} AND organization_id = ${organizationId} FOR SHARE`;
    if (!provider) throw new LoginFailure('unknown-provider');
    const active = isProviderActive(
      {
        entityId: provider.entity_id,
        ssoUrl: provider.sso_url,
        certificate: provider.certificate,
        certificateNotBefore: provider.certificate_not_before,
        certificateNotAfter: provider.certificate_not_after,
      },
      now,
    );
    if (!active) throw new LoginFailure('provider-pending');

    await consumeLoginRequest(tx, samlProviderId, assertion, now);
    const { count: recorded } = await tx.samlAssertion.createMany({
      data: [{ providerId: samlProviderId, assertionId: assertion.assertionId, expiresAt: assertion.retainUntil }],
      skipDuplicates: true,
    });
    if (recorded === 0) throw new LoginFailure('replayed');

    // Serialized with membership and team changes of the organization (see lockOrganization).
    await lockOrganization(tx, organizationId);
    const { userId } = await ensureUser(tx, { email: assertion.email, displayName: assertion.displayName });
    const elsewhere = await tx.membership.findFirst({
      where: { userId, organizationId: { not: organizationId } },
      select: { organizationId: true },
    });
    if (elsewhere) throw new LoginFailure('other-organizations');
    await joinAsSsoMember(tx, { organizationId, userId, samlProviderId, provider, now });

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
      data: { organizationId, userId, samlProviderId, tokenId: issued.tokenId, expiresAt: expiresAt.toISOString(), sso: true },
    });
    const organization = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { title: true } });
    return {
      userId,
      email: assertion.email,
      organizationTitle: organization.title,
      providerLabel: provider.label,
      token: issued.token,
      expiresAt,
    };
  });
}

/**
 * Marks the request the response answers as consumed. It is kept, with its expiry pushed to the
 * assertion's, so that posting the same response again is recognized as a replay.
 */
async function consumeLoginRequest(tx: TransactionClient, samlProviderId: string, assertion: VerifiedAssertion, now: Date): Promise<void> {
  const consumed = await tx.$executeRaw`
    UPDATE saml_login_requests
    SET consumed_at = ${now}, expires_at = GREATEST(expires_at, ${assertion.retainUntil})
    WHERE id = ${assertion.inResponseTo} AND provider_id = ${samlProviderId} AND consumed_at IS NULL AND expires_at > ${now}`;
  if (consumed === 0) throw new LoginFailure('replayed');
}

async function joinAsSsoMember(
  tx: TransactionClient,
  {
    organizationId,
    userId,
    samlProviderId,
    provider,
    now,
  }: { organizationId: string; userId: string; samlProviderId: string; provider: LockedProvider; now: Date },
): Promise<void> {
  const { count: joined } = await tx.membership.createMany({
    data: [{ organizationId, userId, role: provider.default_role, sso: true, ssoSetAt: now }],
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
    data: { organizationId, userId, role: provider.default_role, sso: true, samlProviderId },
  });
  if (!provider.default_team_id) return;
  // The team is in the organization: the provider's foreign key is cleared when it is deleted,
  // and the provider row is locked.
  const { count: added } = await tx.teamMember.createMany({
    data: [{ teamId: provider.default_team_id, userId, organizationId, role: 'member' }],
    skipDuplicates: true,
  });
  if (added > 0) {
    await recordEvent(tx, 'team', 'updated', {
      aggregateId: provider.default_team_id,
      organizationId,
      data: { organizationId, teamId: provider.default_team_id, addedUserIds: [userId], roles: {}, removedUserIds: [] },
    });
  }
}
