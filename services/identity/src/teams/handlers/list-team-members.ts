import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentMembers } from '../../members/presenter';
import { teamMemberPermissions } from '../policy';
import { presentTeamMemberRole } from '../presenter';
import { findVisibleTeam, listTeamMembers as listTeamMembersQuery, loadTeamViewer } from '../queries';

const ZListTeamMembersRequest = z.object({ organizationId: ZId, teamId: ZId, page: ZPage, limit: ZLimit });

export async function listTeamMembers(
  ctx: IdentityContext,
  request: identityV1.ListTeamMembersRequest,
  callContext: CallContext,
): Promise<identityV1.ListTeamMembersResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListTeamMembersRequest, request);
  const limit = pageLimit(input.limit);
  const { organizationId, teamId } = input;
  const viewer = await loadTeamViewer(ctx.db, organizationId, teamId, principal);
  await findVisibleTeam(ctx.db, viewer, organizationId, teamId);
  const page = await listTeamMembersQuery(ctx.db, organizationId, teamId, { page: input.page, limit });
  const members = await presentMembers(
    ctx,
    callContext,
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
}
