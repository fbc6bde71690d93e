import type { identityV1 } from '@quire/proto';
import { teamPermissions, type TeamViewer } from '../policies/team';

export type TeamRow = { id: string; title: string; createdAt: Date };

export const teamSelect = { id: true, title: true, createdAt: true } as const;

export type TeamCounts = { members: number; spaces: number };

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
