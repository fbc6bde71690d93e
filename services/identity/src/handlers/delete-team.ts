import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { deleteTeam as deleteTeamCommand } from '../commands/team-deleter';
import type { IdentityDeps } from '../deps';
import { authorize, isInOrganization } from '../policies/organization';
import { teamPolicy } from '../policies/team';
import { loadTeamViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';

const ZDeleteTeamRequest = z.object({ organizationId: ZId, teamId: ZId });

/** Deleting a team that does not exist succeeds for whoever could delete it if it did (admins). */
export const deleteTeam =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.DeleteTeamRequest, context: CallContext): Promise<Record<string, never>> => {
    const principal = getPrincipal(context);
    const { organizationId, teamId } = parseRequest(ZDeleteTeamRequest, request);
    const viewer = await loadTeamViewer(prisma, organizationId, teamId, principal.userId);
    authorize(viewer, isInOrganization(viewer), 'Team not found');
    // Guests outside the team must not learn whether it exists.
    if (!teamPolicy.view(viewer)) throw notFound('Team not found');
    authorize(viewer, teamPolicy.manage(viewer), 'Only admins and team owners can delete the team');
    await deleteTeamCommand(prisma, { organizationId, teamId });
    return {};
  };
