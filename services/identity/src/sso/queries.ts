import type { Db } from '../db';
import { findSamlProvider, isProviderActive, type ActiveSamlProvider } from '../saml/queries';
import { LoginFailure } from './login-failure';

/** The provider a login goes through: it must exist in the organization and be active. */
export async function loadLoginProvider(db: Db, organizationId: string, samlProviderId: string, now: Date): Promise<ActiveSamlProvider> {
  const provider = await findSamlProvider(db, organizationId, samlProviderId);
  if (!provider) throw new LoginFailure('unknown-provider');
  if (!isProviderActive(provider, now)) throw new LoginFailure('provider-pending');
  return provider;
}
