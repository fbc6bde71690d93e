import type { identityV1 } from '@quire/proto';
import type { TeamMemberRole } from '../generated/prisma/client';
import { isAdmin, isInOrganization, isMember, type OrganizationViewer } from '../access/organization';

/** The caller as seen from one team: their organization role and their role in the team. */
export type TeamViewer = OrganizationViewer & { teamRole: TeamMemberRole | undefined };

export const teamPolicy = {
  create: (viewer: OrganizationViewer) => isAdmin(viewer),
  /** Organization members see every team; a guest sees the teams they are in. */
  view: (viewer: TeamViewer) => isMember(viewer) || (isInOrganization(viewer) && viewer.teamRole !== undefined),
  /** Rename, delete and change members: organization admins and the team's owners. */
  manage: (viewer: TeamViewer) => isAdmin(viewer) || (isInOrganization(viewer) && viewer.teamRole === 'owner'),
};

export function teamPermissions(viewer: TeamViewer): identityV1.TeamPermissions {
  return { admin: teamPolicy.manage(viewer), view: teamPolicy.view(viewer) };
}

export function teamMemberPermissions(viewer: TeamViewer): identityV1.TeamMemberPermissions {
  return { view: teamPolicy.view(viewer) };
}
