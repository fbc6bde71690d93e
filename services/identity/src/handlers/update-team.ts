import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { renameTeam } from '../commands/team-renamer';
import type { IdentityDeps } from '../deps';
import { authorize } from '../policies/organization';
import { teamPolicy } from '../policies/team';
import { findTeam } from '../queries/teams';
import { loadTeamViewer } from '../queries/viewer';
import { parseRequest, ZId, ZTeamTitle } from '../validation';
import { presentTeams } from './present-teams';
import { requireTeam } from './require-team';

const ZUpdateTeamRequest = z.object({ organizationId: ZId, teamId: ZId, title: ZTeamTitle });

export const updateTeam =
  (deps: IdentityDeps) =>
  async (request: identityV1.UpdateTeamRequest, context: CallContext): Promise<identityV1.UpdateTeamResponse> => {
    const principal = getPrincipal(context);
    const { organizationId, teamId, title } = parseRequest(ZUpdateTeamRequest, request);
    const viewer = await loadTeamViewer(deps.prisma, organizationId, teamId, principal.userId);
    await requireTeam(deps.prisma, viewer, organizationId, teamId);
    authorize(viewer, teamPolicy.manage(viewer), 'Only admins and team owners can change the team');
    await renameTeam(deps.prisma, { organizationId, teamId, title });
    const team = await findTeam(deps.prisma, organizationId, teamId);
    if (!team) throw notFound('Team not found');
    const [presented] = await presentTeams(deps, context, organizationId, viewer, [team]);
    return { team: presented };
  };
