import type { PrismaClient } from '../db';

/**
 * Records that the member was active now. No event: pings arrive with every page view and
 * no other service needs them.
 */
export async function pingMember(
  prisma: PrismaClient,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<void> {
  await prisma.membership.updateMany({ where: { organizationId, userId }, data: { lastSeenAt: new Date() } });
}
