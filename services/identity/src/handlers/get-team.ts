import type { identityV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { loadTeamViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';
import { presentTeams } from './present-teams';
import { requireTeam } from './require-team';

const ZGetTeamRequest = z.object({ organizationId: ZId, teamId: ZId });

export const getTeam =
  (deps: IdentityDeps) =>
  async (request: identityV1.GetTeamRequest, context: CallContext): Promise<identityV1.GetTeamResponse> => {
    const principal = getPrincipal(context);
    const { organizationId, teamId } = parseRequest(ZGetTeamRequest, request);
    const viewer = await loadTeamViewer(deps.prisma, organizationId, teamId, principal.userId);
    const team = await requireTeam(deps.prisma, viewer, organizationId, teamId);
    const [presented] = await presentTeams(deps, context, organizationId, viewer, [team]);
    return { team: presented };
  };
