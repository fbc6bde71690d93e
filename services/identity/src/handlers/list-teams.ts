import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { authorize, organizationPolicy } from '../policies/organization';
import { listTeams as listTeamsQuery, type TeamListFilters } from '../queries/teams';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZContainsFilter, ZId } from '../validation';
import { presentTeams } from './present-teams';

const ZListTeamsRequest = z.object({
  organizationId: ZId,
  page: z.string().max(512).optional(),
  limit: z.number().optional(),
  owner: ZId.optional(),
  title: ZContainsFilter,
});

export const listTeams =
  (deps: IdentityDeps) =>
  async (request: identityV1.ListTeamsRequest, context: CallContext): Promise<identityV1.ListTeamsResponse> => {
    const principal = getPrincipal(context);
    const input = parseRequest(ZListTeamsRequest, request);
    const limit = pageLimit(input.limit);
    const viewer = await loadOrganizationViewer(deps.prisma, input.organizationId, principal.userId);
    authorize(viewer, organizationPolicy.listTeams(viewer), 'Guests cannot list the teams of the organization');

    const filters: TeamListFilters = { title: input.title };
    if (input.owner) {
      // "Teams the owner can manage": all of them for an admin, else those they own.
      const owner = await loadOrganizationViewer(deps.prisma, input.organizationId, input.owner);
      if (owner.role === undefined) return { items: [], count: 0 };
      if (owner.role !== 'admin') filters.ownedBy = input.owner;
    }
    const page = await listTeamsQuery(deps.prisma, input.organizationId, filters, { page: input.page, limit });
    return {
      items: await presentTeams(deps, context, input.organizationId, viewer, page.items),
      next: page.next,
      count: page.count,
    };
  };
