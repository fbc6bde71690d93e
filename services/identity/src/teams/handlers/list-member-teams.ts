import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize, isInOrganization, isMember, loadOrganizationViewer } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZContainsFilter, ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentTeamMemberRole, presentTeams } from '../presenter';
import { listMemberTeams as listMemberTeamsQuery } from '../queries';

const ZListMemberTeamsRequest = z.object({
  organizationId: ZId,
  userId: ZId,
  page: ZPage,
  limit: ZLimit,
  title: ZContainsFilter,
});

export async function listMemberTeams(
  ctx: IdentityContext,
  request: identityV1.ListMemberTeamsRequest,
  callContext: CallContext,
): Promise<identityV1.ListMemberTeamsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListMemberTeamsRequest, request);
  const limit = pageLimit(input.limit);
  const [viewer, member] = await Promise.all([
    loadCallerViewer(ctx.db, input.organizationId, principal),
    loadOrganizationViewer(ctx.db, input.organizationId, input.userId),
  ]);
  // Members see everyone's teams; guests only their own (the rule of GetMember).
  const allowed = isMember(viewer) || (isInOrganization(viewer) && viewer.userId === input.userId);
  authorize(viewer, allowed, 'Guests can only list their own teams');
  // The teams of someone who is not a member are not an empty list: like the member
  // themselves (GetMember), they do not exist.
  if (!isInOrganization(member)) throw notFound('Member not found');
  const page = await listMemberTeamsQuery(ctx.db, input.organizationId, input.userId, { title: input.title }, { page: input.page, limit });
  const teams = await presentTeams(
    ctx,
    callContext,
    input.organizationId,
    viewer,
    page.items.map((item) => item.team),
  );
  return {
    items: page.items.map((item, index) => ({ team: teams[index], member: { role: presentTeamMemberRole(item.role) } })),
    next: page.next,
    count: page.count,
  };
}
