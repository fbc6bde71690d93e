import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { teamMemberPermissions } from '../policies/team';
import { presentTeamMemberRole } from '../presenters/role';
import { listTeamMembers as listTeamMembersQuery } from '../queries/teams';
import { loadTeamViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';
import { presentMembers } from './present-members';
import { requireTeam } from './require-team';

const ZListTeamMembersRequest = z.object({
  organizationId: ZId,
  teamId: ZId,
  page: z.string().max(512).optional(),
  limit: z.number().optional(),
});

export const listTeamMembers =
  (deps: IdentityDeps) =>
  async (request: identityV1.ListTeamMembersRequest, context: CallContext): Promise<identityV1.ListTeamMembersResponse> => {
    const principal = getPrincipal(context);
    const input = parseRequest(ZListTeamMembersRequest, request);
    const limit = pageLimit(input.limit);
    const { organizationId, teamId } = input;
    const viewer = await loadTeamViewer(deps.prisma, organizationId, teamId, principal.userId);
    await requireTeam(deps.prisma, viewer, organizationId, teamId);
    const page = await listTeamMembersQuery(deps.prisma, organizationId, teamId, { page: input.page, limit });
    const members = await presentMembers(
      deps,
      context,
      organizationId,
      page.items.map((item) => item.membership),
    );
    const permissions = teamMemberPermissions(viewer);
    return {
      items: page.items.map((item, index) => ({
        organization: members[index],
        team: { role: presentTeamMemberRole(item.role) },
        permissions,
      })),
      next: page.next,
      count: page.count,
    };
  };
