import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { teamMemberRoleFromProto, ZId } from '../../lib/validation';
import { teamMembershipChanger } from '../commands/team-membership-changer';
import { teamPolicy } from '../policy';
import { findVisibleTeam, loadTeamViewer } from '../queries';

const ZAddTeamMemberRequest = z.object({
  organizationId: ZId,
  teamId: ZId,
  userId: ZId,
  role: z.number().int().optional(),
});

/** Adds the user to the team with the role (member by default), or sets their role if already in it. */
export async function addTeamMember(
  ctx: IdentityContext,
  request: identityV1.AddTeamMemberRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const { organizationId, teamId, userId, role } = parseRequest(ZAddTeamMemberRequest, request);
  const viewer = await loadTeamViewer(ctx.db, organizationId, teamId, principal);
  await findVisibleTeam(ctx.db, viewer, organizationId, teamId);
  authorize(viewer, teamPolicy.manage(viewer), 'Only admins and team owners can add members to the team');
  await teamMembershipChanger(ctx.db, {
    organizationId,
    teamId,
    changes: { roles: { [userId]: teamMemberRoleFromProto(role) } },
  });
  return {};
}
