import { identityV1 } from '@quire/proto';
import type { MemberRole, TeamMemberRole } from '../generated/prisma/client';

const { MemberRole: ProtoMemberRole, TeamMemberRole: ProtoTeamMemberRole } = identityV1;

const TO_PROTO: Record<MemberRole, identityV1.MemberRole> = {
  admin: ProtoMemberRole.MEMBER_ROLE_ADMIN,
  create: ProtoMemberRole.MEMBER_ROLE_CREATE,
  review: ProtoMemberRole.MEMBER_ROLE_REVIEW,
  edit: ProtoMemberRole.MEMBER_ROLE_EDIT,
  comment: ProtoMemberRole.MEMBER_ROLE_COMMENT,
  read: ProtoMemberRole.MEMBER_ROLE_READ,
};

/** A stored role (null = guest) as the proto enum. */
export function presentMemberRole(role: MemberRole | null): identityV1.MemberRole {
  return role === null ? ProtoMemberRole.MEMBER_ROLE_GUEST : TO_PROTO[role];
}

/**
 * A role from a request: undefined when absent (UNSPECIFIED), null for guest.
 * Unknown numbers (a newer client) count as absent.
 */
export function parseMemberRole(role: identityV1.MemberRole | undefined): MemberRole | null | undefined {
  switch (role) {
    case ProtoMemberRole.MEMBER_ROLE_GUEST:
      return null;
    case ProtoMemberRole.MEMBER_ROLE_ADMIN:
      return 'admin';
    case ProtoMemberRole.MEMBER_ROLE_CREATE:
      return 'create';
    case ProtoMemberRole.MEMBER_ROLE_REVIEW:
      return 'review';
    case ProtoMemberRole.MEMBER_ROLE_EDIT:
      return 'edit';
    case ProtoMemberRole.MEMBER_ROLE_COMMENT:
      return 'comment';
    case ProtoMemberRole.MEMBER_ROLE_READ:
      return 'read';
    default:
      return undefined;
  }
}

export function presentTeamMemberRole(role: TeamMemberRole): identityV1.TeamMemberRole {
  return role === 'owner' ? ProtoTeamMemberRole.TEAM_MEMBER_ROLE_OWNER : ProtoTeamMemberRole.TEAM_MEMBER_ROLE_MEMBER;
}

/** A team role from a request; absent means a plain member. */
export function parseTeamMemberRole(role: identityV1.TeamMemberRole | undefined): TeamMemberRole {
  return role === ProtoTeamMemberRole.TEAM_MEMBER_ROLE_OWNER ? 'owner' : 'member';
}
