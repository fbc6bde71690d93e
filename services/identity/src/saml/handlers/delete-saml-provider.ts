import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { samlProviderDeleter } from '../commands/saml-provider-deleter';
import { samlProviderPolicy } from '../policy';

const ZDeleteSAMLProviderRequest = z.object({ organizationId: ZId, samlProviderId: ZId });

/** Deleting a provider that does not exist (or no longer does) succeeds for admins. */
export async function deleteSamlProvider(
  ctx: IdentityContext,
  request: identityV1.DeleteSAMLProviderRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const { organizationId, samlProviderId } = parseRequest(ZDeleteSAMLProviderRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, samlProviderPolicy.manage(viewer), 'Only admins can manage SAML providers');
  await samlProviderDeleter(ctx.db, { organizationId, samlProviderId });
  return {};
}
