import { invalidArgument } from '@quire/shared';
import type { PrismaClient } from '../db';
import { leavesNoAdmin } from '../policies/member';
import { recordEvent } from './events';
import { countAdmins, lockOrganization } from './organization-lock';

/**
 * Removes a member and their team memberships in the organization. Removing someone who
 * is not a member succeeds without change (deletes are idempotent); removing the last
 * admin is refused.
 */
export async function removeMember(
  prisma: PrismaClient,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
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
    await recordEvent(tx, {
      resource: 'member',
      verb: 'removed',
      aggregateId: userId,
      organizationId,
      data: { organizationId, userId },
    });
  });
}
