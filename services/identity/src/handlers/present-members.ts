import type { identityV1 } from '@quire/proto';
import type { CallContext } from '@quire/shared';
import type { IdentityDeps } from '../deps';
import { presentMember, type MembershipRow } from '../presenters/member';
import { loadMemberCounts } from '../queries/members';

/** Members with their `teams` and `spaces` counts, loaded for the whole batch at once. */
export async function presentMembers(
  { prisma, spaces, urls }: IdentityDeps,
  context: CallContext,
  organizationId: string,
  memberships: MembershipRow[],
): Promise<identityV1.OrganizationMember[]> {
  const counts = await loadMemberCounts({ db: prisma, spaces, context }, organizationId, memberships);
  return memberships.map((membership) =>
    presentMember(membership, counts.get(membership.userId) ?? { teams: 0, spaces: 0 }, urls),
  );
}
