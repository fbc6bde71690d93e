import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import type { TeamMemberRole } from '../../generated/prisma/client';
import { MAX_LIST_ITEMS, teamMemberRoleFromProto, ZId, ZUserReference } from '../../lib/validation';
import { teamMembershipChanger } from '../commands/team-membership-changer';
import { teamPolicy } from '../policy';
import { findVisibleTeam, loadTeamViewer } from '../queries';

const ZUpdateTeamMembersRequest = z.object({
  organizationId: ZId,
  teamId: ZId,
  add: z.array(ZUserReference).max(MAX_LIST_ITEMS),
  memberships: z
    .record(ZUserReference, z.object({ role: z.number().int().optional() }))
    .refine((memberships) => Object.keys(memberships).length <= MAX_LIST_ITEMS, `must have at most ${MAX_LIST_ITEMS} entries`),
  remove: z.array(ZUserReference).max(MAX_LIST_ITEMS),
});

export async function updateTeamMembers(
  ctx: IdentityContext,
  request: identityV1.UpdateTeamMembersRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateTeamMembersRequest, request);
  const { organizationId, teamId } = input;
  const viewer = await loadTeamViewer(ctx.db, organizationId, teamId, principal);
  await findVisibleTeam(ctx.db, viewer, organizationId, teamId);
  authorize(viewer, teamPolicy.manage(viewer), 'Only admins and team owners can change the members of the team');
  const roles: Record<string, TeamMemberRole> = {};
  for (const [reference, member] of Object.entries(input.memberships)) roles[reference] = teamMemberRoleFromProto(member.role);
  await teamMembershipChanger(ctx.db, { organizationId, teamId, changes: { add: input.add, roles, remove: input.remove } });
  return {};
}
