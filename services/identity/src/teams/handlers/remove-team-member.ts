import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { teamMembershipChanger } from '../commands/team-membership-changer';
import { teamPolicy } from '../policy';
import { findVisibleTeam, loadTeamViewer } from '../queries';

const ZRemoveTeamMemberRequest = z.object({ organizationId: ZId, teamId: ZId, userId: ZId });

/** Removing a user who is not in the team succeeds without change. */
export async function removeTeamMember(
  ctx: IdentityContext,
  request: identityV1.RemoveTeamMemberRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const { organizationId, teamId, userId } = parseRequest(ZRemoveTeamMemberRequest, request);
  const viewer = await loadTeamViewer(ctx.db, organizationId, teamId, principal);
  await findVisibleTeam(ctx.db, viewer, organizationId, teamId);
  // Leaving a team is always allowed.
  const allowed = teamPolicy.manage(viewer) || userId === principal.userId;
  authorize(viewer, allowed, 'Only admins and team owners can remove members from the team');
  await teamMembershipChanger(ctx.db, { organizationId, teamId, changes: { remove: [userId] } });
  return {};
}
