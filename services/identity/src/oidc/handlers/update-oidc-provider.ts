import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { oidcProviderUpdater } from '../commands/oidc-provider-updater';
import { OIDC_MANAGE_REFUSAL, oidcProviderPolicy } from '../policy';
import { presentOidcProviders } from '../presenter';
import { parseOidcSettings, ZAllowedEmailDomains, ZOidcClientId, ZOidcClientSecret, ZOidcIssuer, ZOidcProviderLabel } from '../validation';

const ZUpdateOIDCProviderRequest = z.object({
  organizationId: ZId,
  oidcProviderId: ZId,
  label: ZOidcProviderLabel.optional(),
  issuer: ZOidcIssuer.optional(),
  clientId: ZOidcClientId.optional(),
  clientSecret: ZOidcClientSecret.optional(),
  allowedEmailDomains: ZAllowedEmailDomains.optional(),
  defaultTeam: z.string().max(64).optional(),
  defaultRole: z.number().int().optional(),
  enabled: z.boolean().optional(),
});

/** A partial update: absent fields stay as they are; "" clears the client id, secret or team. */
export async function updateOidcProvider(
  ctx: IdentityContext,
  request: identityV1.UpdateOIDCProviderRequest,
  callContext: CallContext,
): Promise<identityV1.UpdateOIDCProviderResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, oidcProviderId, label, defaultRole, enabled, ...settingsInput } = parseRequest(ZUpdateOIDCProviderRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, oidcProviderPolicy.manage(viewer), OIDC_MANAGE_REFUSAL);
  const settings = parseOidcSettings(settingsInput, ctx.settings.sso.allowLoopbackOidcIssuers);
  const provider = await oidcProviderUpdater(ctx.db, ctx.settings.secrets, {
    organizationId,
    oidcProviderId,
    label,
    settings,
    defaultRole: requestedMemberRole(defaultRole, 'defaultRole'),
    enabled,
  });
  const [presented] = await presentOidcProviders(ctx, callContext, organizationId, viewer, [provider]);
  return { provider: presented };
}
