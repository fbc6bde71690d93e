import type { identityV1 } from '@quire/proto';
import { memberRoleToProto, type CallContext } from '@quire/shared';
import type { IdentityContext } from '../context';
import type { PublicUrls } from '../lib/urls';
import { presentUser } from '../users/presenter';
import { loadMemberCounts, type MemberCounts, type MembershipRow } from './queries';


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

/** Members with their `teams` and `spaces` counts, loaded for the whole batch at once. */
export async function presentMembers(
  { db, spaces, urls }: IdentityContext,
  callContext: CallContext,
  organizationId: string,
  memberships: MembershipRow[],
): Promise<identityV1.OrganizationMember[]> {
  const counts = await loadMemberCounts({ db, spaces, context: callContext }, organizationId, memberships);
  return memberships.map((membership) =>
    presentMember(membership, counts.get(membership.userId) ?? { teams: 0, spaces: 0 }, urls),
  );
}
