import { identityV1 } from '@quire/proto';
import { memberRoleToProto, type CallContext } from '@quire/shared';
import type { OrganizationViewer } from '../access/organization';
import type { IdentityContext } from '../context';
import type { PublicUrls } from '../lib/urls';
import { presentDefaultTeams } from '../teams/presenter';
import { isProviderActive, type SamlProviderRow } from './queries';

/**
 * The contract requires `ssoURL` (a URI) on every provider, also on one created with a label
 * only: while none is set, it reads `about:blank` (RFC 6694's URI for "nothing"), and the
 * status says `pending`.
 */
export const UNSET_SSO_URL = 'about:blank';

/** Quire's service-provider URLs for one provider: what the identity provider is configured with. */
export function serviceProviderEndpoints(urls: PublicUrls, organizationId: string, samlProviderId: string): identityV1.SAMLServiceProvider {
  const base = `${urls.publicUrl}/v1/orgs/${organizationId}/saml/${samlProviderId}`;
  return { acsUrl: `${base}/acs`, startUrl: `${base}/start`, entityId: `${base}/metadata` };
}

const { SAMLProviderStatus } = identityV1;

export function presentSamlProvider(
  provider: SamlProviderRow,
  defaultTeam: identityV1.OrganizationTeam | undefined,
  urls: PublicUrls,
  now: Date,
): identityV1.OrganizationSAMLProvider {
  return {
    object: 'saml-provider',
    id: provider.id,
    label: provider.label,
    ssoUrl: provider.ssoUrl ?? UNSET_SSO_URL,
    entityId: provider.entityId ?? '',
    certificate: provider.certificate ?? '',
    defaultTeam,
    defaultRole: memberRoleToProto(provider.defaultRole),
    createdAt: provider.createdAt,
    status: isProviderActive(provider, now) ? SAMLProviderStatus.SAML_PROVIDER_STATUS_ACTIVE : SAMLProviderStatus.SAML_PROVIDER_STATUS_PENDING,
    service: serviceProviderEndpoints(urls, provider.organizationId, provider.id),
    urls: { location: `${urls.publicUrl}/v1/orgs/${provider.organizationId}/saml/${provider.id}` },
  };
}

/**
 * Providers with their default teams presented in full (OrganizationTeam): the teams of the
 * whole batch are read in one query and presented together (one counting call to content).
 */
export async function presentSamlProviders(
  ctx: IdentityContext,
  callContext: CallContext,
  organizationId: string,
  viewer: OrganizationViewer,
  providers: SamlProviderRow[],
): Promise<identityV1.OrganizationSAMLProvider[]> {
  const teamById = await presentDefaultTeams(ctx, callContext, organizationId, viewer, providers);
  const now = new Date();
  return providers.map((provider) =>
    presentSamlProvider(provider, provider.defaultTeamId ? teamById.get(provider.defaultTeamId) : undefined, ctx.urls, now),
  );
}
