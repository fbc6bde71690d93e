import type { SecretBox } from '@quire/shared';
import type { Db } from '../db';
import { clientSecretContext } from '../oidc/commands/oidc-provider-settings';
import { findOidcProvider, oidcProviderState, type OidcProviderRow } from '../oidc/queries';
import { findSamlProvider, isProviderActive, type ActiveSamlProvider } from '../saml/queries';
import { LoginFailure } from './login-failure';

/** The provider a login goes through: it must exist in the organization and be active. */
export async function loadLoginProvider(db: Db, organizationId: string, samlProviderId: string, now: Date): Promise<ActiveSamlProvider> {
  const provider = await findSamlProvider(db, organizationId, samlProviderId);
  if (!provider) throw new LoginFailure('unknown-provider');
  if (!isProviderActive(provider, now)) throw new LoginFailure('provider-pending');
  return provider;
}

/** An OIDC provider a sign-in can go through, with its client secret opened. */
export type OidcLoginProvider = OidcProviderRow & { clientId: string; clientSecret: string };

/**
 * The provider a sign-in goes through: it must exist in the organization, be enabled and have a
 * client id and secret; the secret must open with the operator's key (never logged).
 */
export async function loadOidcLoginProvider(
  db: Db,
  secrets: SecretBox | undefined,
  organizationId: string,
  oidcProviderId: string,
): Promise<OidcLoginProvider> {
  const provider = await findOidcProvider(db, organizationId, oidcProviderId);
  if (!provider) throw new LoginFailure('unknown-oidc-provider');
  const state = oidcProviderState(provider);
  if (state === 'disabled') throw new LoginFailure('oidc-provider-disabled');
  if (state === 'pending' || provider.clientId === null || provider.clientSecretSealed === null) throw new LoginFailure('oidc-provider-pending');
  if (!secrets) throw new LoginFailure('oidc-secret-unavailable');
  let clientSecret: string;
  try {
    clientSecret = secrets.open(provider.clientSecretSealed, clientSecretContext(provider.id)).toString('utf8');
  } catch {
    throw new LoginFailure('oidc-secret-unavailable');
  }
  return { ...provider, clientId: provider.clientId, clientSecret };
}
