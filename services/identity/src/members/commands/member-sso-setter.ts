import { notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

/** Records that the member can log in with SSO (the contract's body-less "set as SSO member"). */
export async function memberSsoSetter(
  db: PrismaClient,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const membership = await tx.membership.findUnique({
      where: { organizationId_userId: { organizationId, userId } },
      select: { sso: true },
    });
    if (!membership) throw notFound('Member not found');
    if (membership.sso) return;
    await tx.membership.update({
      where: { organizationId_userId: { organizationId, userId } },
      data: { sso: true, ssoSetAt: new Date() },
    });
    await recordEvent(tx, 'member', 'updated', {
      aggregateId: userId,
      organizationId,
      data: { organizationId, userId, sso: true },
    });
  });
}
