import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { samlProviderPolicy } from '../policy';
import { presentSamlProviders } from '../presenter';
import { listSamlProviders as listSamlProvidersQuery } from '../queries';

const ZListSAMLProvidersRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit });

export async function listSamlProviders(
  ctx: IdentityContext,
  request: identityV1.ListSAMLProvidersRequest,
  callContext: CallContext,
): Promise<identityV1.ListSAMLProvidersResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListSAMLProvidersRequest, request);
  const limit = pageLimit(input.limit);
  const viewer = await loadCallerViewer(ctx.db, input.organizationId, principal);
  authorize(viewer, samlProviderPolicy.manage(viewer), 'Only admins can manage SAML providers');
  const page = await listSamlProvidersQuery(ctx.db, input.organizationId, { page: input.page, limit });
  return {
    items: await presentSamlProviders(ctx, callContext, input.organizationId, viewer, page.items),
    next: page.next,
    count: page.count,
  };
}
