import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { ZLimit, ZPage } from '../../lib/validation';
import { presentOrganization } from '../presenter';
import { listUserOrganizations } from '../queries';

const ZListOrganizationsRequest = z.object({ page: ZPage, limit: ZLimit });

export async function listOrganizations(
  ctx: IdentityContext,
  request: identityV1.ListOrganizationsRequest,
  callContext: CallContext,
): Promise<identityV1.ListOrganizationsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListOrganizationsRequest, request);
  const limit = pageLimit(input.limit);
  const page = await listUserOrganizations(ctx.db, await loadCaller(ctx.db, principal), { page: input.page, limit });
  return {
    items: page.items.map((item) =>
      presentOrganization(item.organization, { userId: principal.userId, role: item.role }, item, ctx.urls),
    ),
    next: page.next,
    count: page.count,
  };
}
