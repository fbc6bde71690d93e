import { identityV1 } from '@quire/proto';
import { memberRoleToProto, type CallContext } from '@quire/shared';
import type { OrganizationViewer } from '../access/organization';
import type { IdentityContext } from '../context';
import type { PublicUrls } from '../lib/urls';
import { presentDefaultTeams } from '../teams/presenter';
import { oidcProviderState, type OidcProviderRow } from './queries';

/** Quire's relying-party URLs for one provider: the redirect URI to register, and the start URL. */
export function relyingPartyEndpoints(urls: PublicUrls, organizationId: string, oidcProviderId: string): identityV1.OIDCRelyingParty {
  const base = `${urls.publicUrl}/v1/orgs/${organizationId}/oidc/${oidcProviderId}`;
  return { redirectUrl: `${base}/callback`, startUrl: `${base}/start` };
}

const { OIDCProviderStatus } = identityV1;
const STATUS = {
  active: OIDCProviderStatus.OIDC_PROVIDER_STATUS_ACTIVE,
  pending: OIDCProviderStatus.OIDC_PROVIDER_STATUS_PENDING,
  disabled: OIDCProviderStatus.OIDC_PROVIDER_STATUS_DISABLED,
} as const;

/** Everything but the client secret, of which only its presence is said. */
export function presentOidcProvider(
  provider: OidcProviderRow,
  defaultTeam: identityV1.OrganizationTeam | undefined,
  urls: PublicUrls,
): identityV1.OrganizationOIDCProvider {
  return {
    object: 'oidc-provider',
    id: provider.id,
    label: provider.label,
    issuer: provider.issuer,
    clientId: provider.clientId ?? '',
    clientSecretSet: provider.clientSecretSealed !== null,
    allowedEmailDomains: provider.allowedEmailDomains,
    defaultTeam,
    defaultRole: memberRoleToProto(provider.defaultRole),
    enabled: provider.enabled,
    status: STATUS[oidcProviderState(provider)],
    createdAt: provider.createdAt,
    updatedAt: provider.updatedAt,
    service: relyingPartyEndpoints(urls, provider.organizationId, provider.id),
    urls: { location: `${urls.publicUrl}/v1/orgs/${provider.organizationId}/oidc/${provider.id}` },
  };
}

/** Providers with their default teams presented in full: the teams of the batch in one query. */
export async function presentOidcProviders(
  ctx: IdentityContext,
  callContext: CallContext,
  organizationId: string,
  viewer: OrganizationViewer,
  providers: OidcProviderRow[],
): Promise<identityV1.OrganizationOIDCProvider[]> {
  const teamById = await presentDefaultTeams(ctx, callContext, organizationId, viewer, providers);
  return providers.map((provider) =>
    presentOidcProvider(provider, provider.defaultTeamId ? teamById.get(provider.defaultTeamId) : undefined, ctx.urls),
  );
}
