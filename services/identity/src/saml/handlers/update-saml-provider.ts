import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { samlProviderUpdater } from '../commands/saml-provider-updater';
import { samlProviderPolicy } from '../policy';
import { presentSamlProviders } from '../presenter';
import { parseProviderSettings, ZSamlCertificate, ZSamlEntityId, ZSamlProviderLabel, ZSsoUrl } from '../validation';

const ZUpdateSAMLProviderRequest = z.object({
  organizationId: ZId,
  samlProviderId: ZId,
  label: ZSamlProviderLabel.optional(),
  entityId: ZSamlEntityId.optional(),
  certificate: ZSamlCertificate.optional(),
  ssoUrl: ZSsoUrl.optional(),
  defaultTeam: z.string().max(64).optional(),
  defaultRole: z.number().int().optional(),
});

/** A partial update: absent fields stay as they are. */
export async function updateSamlProvider(
  ctx: IdentityContext,
  request: identityV1.UpdateSAMLProviderRequest,
  callContext: CallContext,
): Promise<identityV1.UpdateSAMLProviderResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, samlProviderId, label, defaultRole, ...settingsInput } = parseRequest(ZUpdateSAMLProviderRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, samlProviderPolicy.manage(viewer), 'Only admins can manage SAML providers');
  const settings = parseProviderSettings(settingsInput, new Date());
  const provider = await samlProviderUpdater(ctx.db, {
    organizationId,
    samlProviderId,
    label,
    settings,
    defaultRole: requestedMemberRole(defaultRole, 'defaultRole'),
  });
  const [presented] = await presentSamlProviders(ctx, callContext, organizationId, viewer, [provider]);
  return { provider: presented };
}
