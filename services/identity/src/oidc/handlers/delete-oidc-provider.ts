import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { oidcProviderDeleter } from '../commands/oidc-provider-deleter';
import { OIDC_MANAGE_REFUSAL, oidcProviderPolicy } from '../policy';

const ZDeleteOIDCProviderRequest = z.object({ organizationId: ZId, oidcProviderId: ZId });

/** Deleting a provider that does not exist (or no longer does) succeeds for admins. */
export async function deleteOidcProvider(
  ctx: IdentityContext,
  request: identityV1.DeleteOIDCProviderRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const { organizationId, oidcProviderId } = parseRequest(ZDeleteOIDCProviderRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, oidcProviderPolicy.manage(viewer), OIDC_MANAGE_REFUSAL);
  await oidcProviderDeleter(ctx.db, { organizationId, oidcProviderId });
  return {};
}
