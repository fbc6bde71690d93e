import { invalidArgument } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { leavesNoAdmin } from '../policy';
import { recordEvent } from '../../lib/events';
import { countAdmins, lockOrganization } from '../../lib/organization-lock';

/**
 * Removes a member and their team memberships in the organization, in one transaction
 * under the organization lock that team membership changes also take: an addition to a team
 * racing with the removal either lands before it (and is deleted with the rest) or sees the
 * member gone and is refused, so re-adding them later grants no stale team. Removing
 * someone who is not a member succeeds without change (deletes are idempotent); removing
 * the last admin is refused.
 */
export async function memberRemover(
  db: PrismaClient,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const membership = await tx.membership.findUnique({
      where: { organizationId_userId: { organizationId, userId } },
      select: { role: true },
    });
    if (!membership) return;
    const adminCount = await countAdmins(tx, organizationId);
    if (leavesNoAdmin({ currentRole: membership.role, nextRole: undefined, adminCount })) {
      throw invalidArgument('An organization must keep at least one admin');
    }
    await tx.teamMember.deleteMany({ where: { organizationId, userId } });
    await tx.membership.delete({ where: { organizationId_userId: { organizationId, userId } } });
    await recordEvent(tx, 'member', 'removed', {
      aggregateId: userId,
      organizationId,
      data: { organizationId, userId },
    });
  });
}
