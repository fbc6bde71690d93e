import { notFound } from '@quire/shared';
import type { Db } from '../db';
import { authorize, isInOrganization } from '../policies/organization';
import { teamPolicy, type TeamViewer } from '../policies/team';
import type { TeamRow } from '../presenters/team';
import { findTeam } from '../queries/teams';

/**
 * The team, or NOT_FOUND: for callers outside the organization (as for any of its
 * resources) and for guests who are not in the team, who must not learn it exists.
 */
export async function requireTeam(db: Db, viewer: TeamViewer, organizationId: string, teamId: string): Promise<TeamRow> {
  authorize(viewer, isInOrganization(viewer), 'Team not found');
  if (!teamPolicy.view(viewer)) throw notFound('Team not found');
  const team = await findTeam(db, organizationId, teamId);
  if (!team) throw notFound('Team not found');
  return team;
}
