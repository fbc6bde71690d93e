import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { OIDC_MANAGE_REFUSAL, oidcProviderPolicy } from '../policy';
import { presentOidcProviders } from '../presenter';
import { listOidcProviders as listOidcProvidersQuery } from '../queries';

const ZListOIDCProvidersRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit });

export async function listOidcProviders(
  ctx: IdentityContext,
  request: identityV1.ListOIDCProvidersRequest,
  callContext: CallContext,
): Promise<identityV1.ListOIDCProvidersResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListOIDCProvidersRequest, request);
  const limit = pageLimit(input.limit);
  const viewer = await loadCallerViewer(ctx.db, input.organizationId, principal);
  authorize(viewer, oidcProviderPolicy.manage(viewer), OIDC_MANAGE_REFUSAL);
  const page = await listOidcProvidersQuery(ctx.db, input.organizationId, { page: input.page, limit });
  return {
    items: await presentOidcProviders(ctx, callContext, input.organizationId, viewer, page.items),
    next: page.next,
    count: page.count,
  };
}
