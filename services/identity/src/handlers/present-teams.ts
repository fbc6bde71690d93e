import type { identityV1 } from '@quire/proto';
import type { CallContext } from '@quire/shared';
import type { IdentityDeps } from '../deps';
import type { OrganizationViewer } from '../policies/organization';
import { presentTeam, type TeamRow } from '../presenters/team';
import { loadTeamCounts, loadTeamRoles } from '../queries/teams';

/**
 * Teams with their `members`/`spaces` counts and the viewer's permissions, loaded for the
 * whole batch at once (one query each here, one call to content).
 */
export async function presentTeams(
  { prisma, spaces }: IdentityDeps,
  context: CallContext,
  organizationId: string,
  viewer: OrganizationViewer,
  teams: TeamRow[],
): Promise<identityV1.OrganizationTeam[]> {
  const teamIds = teams.map((team) => team.id);
  const [counts, viewerRoles] = await Promise.all([
    loadTeamCounts({ db: prisma, spaces, context }, organizationId, teamIds),
    loadTeamRoles(prisma, viewer.userId, teamIds),
  ]);
  return teams.map((team) =>
    presentTeam(team, counts.get(team.id) ?? { members: 0, spaces: 0 }, { ...viewer, teamRole: viewerRoles.get(team.id) }),
  );
}
