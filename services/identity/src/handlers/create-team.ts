import type { identityV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { createTeam as createTeamCommand } from '../commands/team-creator';
import type { IdentityDeps } from '../deps';
import { authorize } from '../policies/organization';
import { teamPolicy } from '../policies/team';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZId, ZTeamTitle } from '../validation';
import { presentTeams } from './present-teams';

const ZCreateTeamRequest = z.object({
  organizationId: ZId,
  title: ZTeamTitle,
  members: z.array(ZId).max(1000),
});

export const createTeam =
  (deps: IdentityDeps) =>
  async (request: identityV1.CreateTeamRequest, context: CallContext): Promise<identityV1.CreateTeamResponse> => {
    const principal = getPrincipal(context);
    const input = parseRequest(ZCreateTeamRequest, request);
    const viewer = await loadOrganizationViewer(deps.prisma, input.organizationId, principal.userId);
    authorize(viewer, teamPolicy.create(viewer), 'Only admins can create teams');
    const team = await createTeamCommand(deps.prisma, input);
    const [presented] = await presentTeams(deps, context, input.organizationId, viewer, [team]);
    return { team: presented };
  };
