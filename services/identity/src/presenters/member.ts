import type { identityV1 } from '@quire/proto';
import type { MemberRole } from '../generated/prisma/client';
import { memberRoleToProto } from '@quire/shared';
import type { PublicUrls } from './urls';
import { presentUser, userSelect, type UserRow } from './user';

export type MembershipRow = {
  userId: string;
  role: MemberRole | null;
  joinedAt: Date;
  lastSeenAt: Date | null;
  sso: boolean;
  user: UserRow;
};

export const membershipSelect = {
  userId: true,
  role: true,
  joinedAt: true,
  lastSeenAt: true,
  sso: true,
  user: { select: userSelect },
} as const;

/** What a member's counts come from: their teams here and the spaces content says they reach. */
export type MemberCounts = { teams: number; spaces: number };

export function presentMember(
  membership: MembershipRow,
  counts: MemberCounts,
  urls: PublicUrls,
): identityV1.OrganizationMember {
  return {
    object: 'member',
    id: membership.userId,
    role: memberRoleToProto(membership.role),
    user: presentUser(membership.user, urls),
    // Quire has no disabled memberships: a removed member has no membership at all.
    disabled: false,
    joinedAt: membership.joinedAt,
    lastSeenAt: membership.lastSeenAt ?? undefined,
    sso: membership.sso,
    spaces: counts.spaces,
    teams: counts.teams,
  };
}
