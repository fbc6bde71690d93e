import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize, isInOrganization } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { teamDeleter } from '../commands/team-deleter';
import { teamPolicy } from '../policy';
import { loadTeamViewer } from '../queries';

const ZDeleteTeamRequest = z.object({ organizationId: ZId, teamId: ZId });

/** Deleting a team that does not exist succeeds for whoever could delete it if it did (admins). */
export async function deleteTeam(
  ctx: IdentityContext,
  request: identityV1.DeleteTeamRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const { organizationId, teamId } = parseRequest(ZDeleteTeamRequest, request);
  const viewer = await loadTeamViewer(ctx.db, organizationId, teamId, principal);
  authorize(viewer, isInOrganization(viewer), 'Team not found');
  // Guests outside the team must not learn whether it exists.
  if (!teamPolicy.view(viewer)) throw notFound('Team not found');
  authorize(viewer, teamPolicy.manage(viewer), 'Only admins and team owners can delete the team');
  await teamDeleter(ctx.db, { organizationId, teamId });
  return {};
}
