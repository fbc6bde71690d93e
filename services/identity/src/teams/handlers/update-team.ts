import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId, ZTeamTitle } from '../../lib/validation';
import { teamRenamer } from '../commands/team-renamer';
import { teamPolicy } from '../policy';
import { presentTeams } from '../presenter';
import { findTeam, findVisibleTeam, loadTeamViewer } from '../queries';

const ZUpdateTeamRequest = z.object({ organizationId: ZId, teamId: ZId, title: ZTeamTitle });

export async function updateTeam(
  ctx: IdentityContext,
  request: identityV1.UpdateTeamRequest,
  callContext: CallContext,
): Promise<identityV1.UpdateTeamResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, teamId, title } = parseRequest(ZUpdateTeamRequest, request);
  const viewer = await loadTeamViewer(ctx.db, organizationId, teamId, principal);
  await findVisibleTeam(ctx.db, viewer, organizationId, teamId);
  authorize(viewer, teamPolicy.manage(viewer), 'Only admins and team owners can change the team');
  await teamRenamer(ctx.db, { organizationId, teamId, title });
  const team = await findTeam(ctx.db, organizationId, teamId);
  if (!team) throw notFound('Team not found');
  const [presented] = await presentTeams(ctx, callContext, organizationId, viewer, [team]);
  return { team: presented };
}
