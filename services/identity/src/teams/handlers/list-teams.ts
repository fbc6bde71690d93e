import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize, loadOrganizationViewer, organizationPolicy } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZContainsFilter, ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentTeams } from '../presenter';
import { listTeams as listTeamsQuery, type TeamListFilters } from '../queries';

const ZListTeamsRequest = z.object({
  organizationId: ZId,
  page: ZPage,
  limit: ZLimit,
  owner: ZId.optional(),
  title: ZContainsFilter,
});

export async function listTeams(
  ctx: IdentityContext,
  request: identityV1.ListTeamsRequest,
  callContext: CallContext,
): Promise<identityV1.ListTeamsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListTeamsRequest, request);
  const limit = pageLimit(input.limit);
  const viewer = await loadCallerViewer(ctx.db, input.organizationId, principal);
  authorize(viewer, organizationPolicy.listTeams(viewer), 'Guests cannot list the teams of the organization');

  const filters: TeamListFilters = { title: input.title };
  if (input.owner) {
    // "Teams the owner can manage": all of them for an admin, else those they own.
    const owner = await loadOrganizationViewer(ctx.db, input.organizationId, input.owner);
    if (owner.role === undefined) return { items: [], count: 0 };
    if (owner.role !== 'admin') filters.ownedBy = input.owner;
  }
  const page = await listTeamsQuery(ctx.db, input.organizationId, filters, { page: input.page, limit });
  return {
    items: await presentTeams(ctx, callContext, input.organizationId, viewer, page.items),
    next: page.next,
    count: page.count,
  };
}
