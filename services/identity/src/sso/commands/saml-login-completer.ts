import type { PrismaClient, TransactionClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { isProviderActive } from '../../saml/queries';
import { LoginFailure } from '../login-failure';
import type { VerifiedAssertion } from '../saml-client';
import { signInSsoMember, type CompletedSsoLogin } from './sso-member-signer';

export type SamlLogin = {
  organizationId: string;
  samlProviderId: string;
  assertion: VerifiedAssertion;
  tokenTtlSeconds: number;
};

export type CompletedSamlLogin = CompletedSsoLogin;

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
 * Signs a person in after their response was validated, in one transaction: the login request
 * is consumed and the assertion id recorded, so that neither the response nor the assertion is
 * accepted again (two concurrent posts of one response: the second waits for the first and is
 * refused as a replay); then signInSsoMember (user, membership, bound token).
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

    return signInSsoMember(tx, {
      organizationId,
      provider: { kind: 'saml', id: samlProviderId, label: provider.label, defaultRole: provider.default_role, defaultTeamId: provider.default_team_id },
      email: assertion.email,
      displayName: assertion.displayName,
      tokenTtlSeconds,
      now,
    });
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
