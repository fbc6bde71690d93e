import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { emailDomainOf } from '../../lib/validation';
import { LoginFailure } from '../login-failure';
import type { VerifiedIdentity } from '../oidc-client';
import { signInSsoMember, type CompletedSsoLogin } from './sso-member-signer';

export type OidcLogin = {
  organizationId: string;
  oidcProviderId: string;
  identity: VerifiedIdentity;
  tokenTtlSeconds: number;
};

type LockedProvider = {
  label: string;
  default_role: MemberRole | null;
  default_team_id: string | null;
  enabled: boolean;
  client_id: string | null;
  has_secret: boolean;
  allowed_email_domains: string[] | null;
};

/**
 * Signs a person in once the provider has vouched for their verified email, in one transaction
 * under the provider's row lock (FOR SHARE): a provider disabled, emptied or restricted to other
 * domains since the sign-in started is seen here, and cannot change until it commits. Then the
 * same rules as SAML logins (signInSsoMember).
 */
export async function oidcLoginCompleter(
  db: PrismaClient,
  { organizationId, oidcProviderId, identity, tokenTtlSeconds }: OidcLogin,
): Promise<CompletedSsoLogin> {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const [provider] = await tx.$queryRaw<LockedProvider[]>`
      SELECT label, default_role, default_team_id, enabled, client_id, client_secret_sealed IS NOT NULL AS has_secret, allowed_email_domains
      FROM oidc_providers WHERE id = ${oidcProviderId} AND organization_id = ${organizationId} FOR SHARE`;
    if (!provider) throw new LoginFailure('unknown-oidc-provider');
    if (!provider.enabled) throw new LoginFailure('oidc-provider-disabled');
    if (provider.client_id === null || !provider.has_secret) throw new LoginFailure('oidc-provider-pending');
    if (!emailDomainAllowed(provider.allowed_email_domains ?? [], identity.email)) throw new LoginFailure('email-domain-not-allowed');
    return signInSsoMember(tx, {
      organizationId,
      provider: { kind: 'oidc', id: oidcProviderId, label: provider.label, defaultRole: provider.default_role, defaultTeamId: provider.default_team_id },
      email: identity.email,
      displayName: identity.displayName,
      tokenTtlSeconds,
      now,
    });
  });
}

/** No domains listed: any; else the email's domain must be one of them (exactly, not a subdomain). */
export function emailDomainAllowed(allowed: readonly string[], email: string): boolean {
  return allowed.length === 0 || allowed.includes(emailDomainOf(email));
}
