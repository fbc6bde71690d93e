import { invalidArgument, notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { leavesNoAdmin } from '../policy';
import { recordEvent } from '../../lib/events';
import { countAdmins, lockOrganization } from '../../lib/organization-lock';

/** Changes a member's role (null = guest), refusing to demote the organization's last admin. */
export async function memberRoleUpdater(
  db: PrismaClient,
  { organizationId, userId, role }: { organizationId: string; userId: string; role: MemberRole | null },
): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const membership = await tx.membership.findUnique({
      where: { organizationId_userId: { organizationId, userId } },
      select: { role: true },
    });
    if (!membership) throw notFound('Member not found');
    if (membership.role === role) return;
    const adminCount = await countAdmins(tx, organizationId);
    if (leavesNoAdmin({ currentRole: membership.role, nextRole: role, adminCount })) {
      throw invalidArgument('An organization must keep at least one admin');
    }
    await tx.membership.update({ where: { organizationId_userId: { organizationId, userId } }, data: { role } });
    await recordEvent(tx, 'member', 'updated', {
      aggregateId: userId,
      organizationId,
      data: { organizationId, userId, role, previousRole: membership.role },
    });
  });
}
