import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { memberPolicy } from '../policies/member';
import { authorize, isInOrganization } from '../policies/organization';
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
    const [viewer, member] = await Promise.all([
      loadOrganizationViewer(deps.prisma, input.organizationId, principal.userId),
      loadOrganizationViewer(deps.prisma, input.organizationId, input.userId),
    ]);
    authorize(viewer, memberPolicy.view(viewer, input.userId), 'Guests can only list their own teams');
    // The teams of someone who is not a member are not an empty list: like the member
    // themselves (GetMember), they do not exist.
    if (!isInOrganization(member)) throw notFound('Member not found');
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
