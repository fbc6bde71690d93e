import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentTeams } from '../presenter';
import { findVisibleTeam, loadTeamViewer } from '../queries';

const ZGetTeamRequest = z.object({ organizationId: ZId, teamId: ZId });

export async function getTeam(
  ctx: IdentityContext,
  request: identityV1.GetTeamRequest,
  callContext: CallContext,
): Promise<identityV1.GetTeamResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, teamId } = parseRequest(ZGetTeamRequest, request);
  const viewer = await loadTeamViewer(ctx.db, organizationId, teamId, principal);
  const team = await findVisibleTeam(ctx.db, viewer, organizationId, teamId);
  const [presented] = await presentTeams(ctx, callContext, organizationId, viewer, [team]);
  return { team: presented };
}
