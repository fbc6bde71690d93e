import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { oidcProviderCreator } from '../commands/oidc-provider-creator';
import { OIDC_MANAGE_REFUSAL, oidcProviderPolicy } from '../policy';
import { presentOidcProviders } from '../presenter';
import { parseIssuer, parseOidcSettings, ZAllowedEmailDomains, ZOidcClientId, ZOidcClientSecret, ZOidcIssuer, ZOidcProviderLabel } from '../validation';

const ZCreateOIDCProviderRequest = z.object({
  organizationId: ZId,
  label: ZOidcProviderLabel,
  issuer: ZOidcIssuer,
  clientId: ZOidcClientId.optional(),
  clientSecret: ZOidcClientSecret.optional(),
  allowedEmailDomains: ZAllowedEmailDomains,
  defaultTeam: z.string().max(64).optional(),
  defaultRole: z.number().int().optional(),
  enabled: z.boolean().optional(),
});

export async function createOidcProvider(
  ctx: IdentityContext,
  request: identityV1.CreateOIDCProviderRequest,
  callContext: CallContext,
): Promise<identityV1.CreateOIDCProviderResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, label, issuer, defaultRole, enabled, ...settingsInput } = parseRequest(ZCreateOIDCProviderRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, oidcProviderPolicy.manage(viewer), OIDC_MANAGE_REFUSAL);
  const { allowLoopbackOidcIssuers } = ctx.settings.sso;
  const settings = parseOidcSettings(settingsInput, allowLoopbackOidcIssuers);
  const provider = await oidcProviderCreator(ctx.db, ctx.settings.secrets, {
    organizationId,
    label,
    issuer: parseIssuer(issuer, allowLoopbackOidcIssuers),
    settings,
    defaultRole: requestedMemberRole(defaultRole, 'defaultRole'),
    enabled: enabled ?? true,
  });
  const [presented] = await presentOidcProviders(ctx, callContext, organizationId, viewer, [provider]);
  return { provider: presented };
}
