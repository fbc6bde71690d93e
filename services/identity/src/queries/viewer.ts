import type { Db } from '../db';
import type { OrganizationViewer } from '../policies/organization';
import type { TeamViewer } from '../policies/team';

/**
 * The caller's standing in an organization, read from the database rather than from the
 * principal so that a role change takes effect on the next call.
 */
export async function loadOrganizationViewer(db: Db, organizationId: string, userId: string): Promise<OrganizationViewer> {
  const membership = await db.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    select: { role: true },
  });
  return { userId, role: membership ? membership.role : undefined };
}

/** The caller's standing in an organization and in one of its teams (whether or not it exists). */
export async function loadTeamViewer(
  db: Db,
  organizationId: string,
  teamId: string,
  userId: string,
): Promise<TeamViewer> {
  const [viewer, teamMember] = await Promise.all([
    loadOrganizationViewer(db, organizationId, userId),
    db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } }, select: { role: true, organizationId: true } }),
  ]);
  const teamRole = teamMember && teamMember.organizationId === organizationId ? teamMember.role : undefined;
  return { ...viewer, teamRole };
}
