import { identityV1 } from '@quire/proto';
import type { CallContext } from '@quire/shared';
import type { OrganizationViewer } from '../access/organization';
import type { IdentityContext } from '../context';
import type { TeamMemberRole } from '../generated/prisma/client';
import { teamPermissions, type TeamViewer } from './policy';
import { loadTeamCounts, loadTeamRoles, teamSelect, type TeamCounts, type TeamRow } from './queries';

export function presentTeam(team: TeamRow, counts: TeamCounts, viewer: TeamViewer): identityV1.OrganizationTeam {
  return {
    object: 'team',
    id: team.id,
    title: team.title,
    members: counts.members,
    spaces: counts.spaces,
    createdAt: team.createdAt,
    permissions: teamPermissions(viewer),
  };
}

/**
 * Teams with their `members`/`spaces` counts and the viewer's permissions, loaded for the
 * whole batch at once (one query each here, one call to content).
 */
export async function presentTeams(
  { db, spaces }: IdentityContext,
  callContext: CallContext,
  organizationId: string,
  viewer: OrganizationViewer,
  teams: TeamRow[],
): Promise<identityV1.OrganizationTeam[]> {
  const teamIds = teams.map((team) => team.id);
  const [counts, viewerRoles] = await Promise.all([
    loadTeamCounts({ db, spaces, context: callContext }, organizationId, teamIds),
    loadTeamRoles(db, viewer.userId, teamIds),
  ]);
  return teams.map((team) =>
    presentTeam(team, counts.get(team.id) ?? { members: 0, spaces: 0 }, { ...viewer, teamRole: viewerRoles.get(team.id) }),
  );
}

/**
 * The default teams of a batch of SSO providers (SAML, OIDC), presented in full by id: the
 * teams of the whole batch are read in one query and presented together (one counting call to
 * content). Teams outside the organization are left out.
 */
export async function presentDefaultTeams(
  ctx: IdentityContext,
  callContext: CallContext,
  organizationId: string,
  viewer: OrganizationViewer,
  providers: readonly { defaultTeamId: string | null }[],
): Promise<Map<string, identityV1.OrganizationTeam>> {
  const teamIds = [...new Set(providers.flatMap((provider) => (provider.defaultTeamId ? [provider.defaultTeamId] : [])))];
  const teams =
    teamIds.length === 0
      ? []
      : await ctx.db.team.findMany({ where: { id: { in: teamIds }, organizationId }, select: teamSelect, orderBy: { id: 'asc' } });
  const presentedTeams = await presentTeams(ctx, callContext, organizationId, viewer, teams);
  return new Map(presentedTeams.map((team) => [team.id, team]));
}

const { TeamMemberRole: ProtoTeamMemberRole } = identityV1;

export function presentTeamMemberRole(role: TeamMemberRole): identityV1.TeamMemberRole {
  return role === 'owner' ? ProtoTeamMemberRole.TEAM_MEMBER_ROLE_OWNER : ProtoTeamMemberRole.TEAM_MEMBER_ROLE_MEMBER;
}
