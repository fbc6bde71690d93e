import type { identityV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { relyingPartyEndpoints } from '../../oidc/presenter';
import { listActiveOidcProviders } from '../../oidc/queries';
import { serviceProviderEndpoints } from '../../saml/presenter';
import { listActiveSamlProviders } from '../../saml/queries';

const ZListSSOProviderLoginsRequest = z.object({ organizationId: ZId });

/**
 * What a login page shows before anyone is signed in (the route needs no token): the labels
 * and start URLs of the organization's active providers, and nothing else: its SAML providers
 * first, then its OIDC providers, each oldest first (at most 20 of each).
 */
export async function listSsoProviderLogins(
  ctx: IdentityContext,
  request: identityV1.ListSSOProviderLoginsRequest,
  _callContext: CallContext,
): Promise<identityV1.ListSSOProviderLoginsResponse> {
  const { organizationId } = parseRequest(ZListSSOProviderLoginsRequest, request);
  const organization = await ctx.db.organization.findUnique({ where: { id: organizationId }, select: { id: true } });
  if (!organization) throw notFound('Organization not found');
  const [samlProviders, oidcProviders] = await Promise.all([
    listActiveSamlProviders(ctx.db, organizationId, new Date()),
    listActiveOidcProviders(ctx.db, organizationId),
  ]);
  return {
    items: [
      ...samlProviders.map((provider) => ({
        id: provider.id,
        label: provider.label,
        startUrl: serviceProviderEndpoints(ctx.urls, organizationId, provider.id).startUrl,
      })),
      ...oidcProviders.map((provider) => ({
        id: provider.id,
        label: provider.label,
        startUrl: relyingPartyEndpoints(ctx.urls, organizationId, provider.id).startUrl,
      })),
    ],
  };
}
