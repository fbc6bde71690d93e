import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { OIDC_MANAGE_REFUSAL, oidcProviderPolicy } from '../policy';
import { presentOidcProviders } from '../presenter';
import { findOidcProvider } from '../queries';

const ZGetOIDCProviderRequest = z.object({ organizationId: ZId, oidcProviderId: ZId });

export async function getOidcProvider(
  ctx: IdentityContext,
  request: identityV1.GetOIDCProviderRequest,
  callContext: CallContext,
): Promise<identityV1.GetOIDCProviderResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, oidcProviderId } = parseRequest(ZGetOIDCProviderRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, oidcProviderPolicy.manage(viewer), OIDC_MANAGE_REFUSAL);
  const provider = await findOidcProvider(ctx.db, organizationId, oidcProviderId);
  if (!provider) throw notFound('OIDC provider not found');
  const [presented] = await presentOidcProviders(ctx, callContext, organizationId, viewer, [provider]);
  return { provider: presented };
}
