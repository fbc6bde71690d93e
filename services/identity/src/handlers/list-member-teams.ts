import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { memberPolicy } from '../policies/member';
import { authorize } from '../policies/organization';
import { presentTeamMemberRole } from '../presenters/role';
import { listMemberTeams as listMemberTeamsQuery } from '../queries/teams';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZContainsFilter, ZId } from '../validation';
import { presentTeams } from './present-teams';

const ZListMemberTeamsRequest = z.object({
  organizationId: ZId,
  userId: ZId,
  page: z.string().max(512).optional(),
  limit: z.number().optional(),
  title: ZContainsFilter,
});

export const listMemberTeams =
  (deps: IdentityDeps) =>
  async (request: identityV1.ListMemberTeamsRequest, context: CallContext): Promise<identityV1.ListMemberTeamsResponse> => {
    const principal = getPrincipal(context);
    const input = parseRequest(ZListMemberTeamsRequest, request);
    const limit = pageLimit(input.limit);
    const viewer = await loadOrganizationViewer(deps.prisma, input.organizationId, principal.userId);
    authorize(viewer, memberPolicy.view(viewer, input.userId), 'Guests can only list their own teams');
    const page = await listMemberTeamsQuery(
      deps.prisma,
      input.organizationId,
      input.userId,
      { title: input.title },
      { page: input.page, limit },
    );
    const teams = await presentTeams(
      deps,
      context,
      input.organizationId,
      viewer,
      page.items.map((item) => item.team),
    );
    return {
      items: page.items.map((item, index) => ({ team: teams[index], member: { role: presentTeamMemberRole(item.role) } })),
      next: page.next,
      count: page.count,
    };
  };
