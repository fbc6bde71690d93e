import { identityV1 } from '@quire/proto';
import type { TeamMemberRole } from '../generated/prisma/client';

const { TeamMemberRole: ProtoTeamMemberRole } = identityV1;

export function presentTeamMemberRole(role: TeamMemberRole): identityV1.TeamMemberRole {
  return role === 'owner' ? ProtoTeamMemberRole.TEAM_MEMBER_ROLE_OWNER : ProtoTeamMemberRole.TEAM_MEMBER_ROLE_MEMBER;
}

/** A team role from a request; absent means a plain member. */
export function parseTeamMemberRole(role: identityV1.TeamMemberRole | undefined): TeamMemberRole {
  return role === ProtoTeamMemberRole.TEAM_MEMBER_ROLE_OWNER ? 'owner' : 'member';
}
