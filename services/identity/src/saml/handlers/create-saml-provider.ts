import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { samlProviderCreator } from '../commands/saml-provider-creator';
import { samlProviderPolicy } from '../policy';
import { presentSamlProviders } from '../presenter';
import { parseProviderSettings, ZSamlCertificate, ZSamlEntityId, ZSamlProviderLabel, ZSsoUrl } from '../validation';

const ZCreateSAMLProviderRequest = z.object({
  organizationId: ZId,
  label: ZSamlProviderLabel,
  entityId: ZSamlEntityId.optional(),
  certificate: ZSamlCertificate.optional(),
  ssoUrl: ZSsoUrl.optional(),
  defaultTeam: z.string().max(64).optional(),
  defaultRole: z.number().int().optional(),
});

export async function createSamlProvider(
  ctx: IdentityContext,
  request: identityV1.CreateSAMLProviderRequest,
  callContext: CallContext,
): Promise<identityV1.CreateSAMLProviderResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, label, defaultRole, ...settingsInput } = parseRequest(ZCreateSAMLProviderRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, samlProviderPolicy.manage(viewer), 'Only admins can manage SAML providers');
  const settings = parseProviderSettings(settingsInput, new Date());
  const provider = await samlProviderCreator(ctx.db, {
    organizationId,
    label,
    settings,
    defaultRole: requestedMemberRole(defaultRole, 'defaultRole'),
  });
  const [presented] = await presentSamlProviders(ctx, callContext, organizationId, viewer, [provider]);
  return { provider: presented };
}
