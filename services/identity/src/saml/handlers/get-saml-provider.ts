import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { samlProviderPolicy } from '../policy';
import { presentSamlProviders } from '../presenter';
import { findSamlProvider } from '../queries';

const ZGetSAMLProviderRequest = z.object({ organizationId: ZId, samlProviderId: ZId });

export async function getSamlProvider(
  ctx: IdentityContext,
  request: identityV1.GetSAMLProviderRequest,
  callContext: CallContext,
): Promise<identityV1.GetSAMLProviderResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, samlProviderId } = parseRequest(ZGetSAMLProviderRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, samlProviderPolicy.manage(viewer), 'Only admins can manage SAML providers');
  const provider = await findSamlProvider(ctx.db, organizationId, samlProviderId);
  if (!provider) throw notFound('SAML provider not found');
  const [presented] = await presentSamlProviders(ctx, callContext, organizationId, viewer, [provider]);
  return { provider: presented };
}
