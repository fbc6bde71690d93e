import type { PrismaClient } from '../../db';

/**
 * Records that the member was active now. No event: pings arrive with every page view and
 * no other service needs them.
 */
export async function memberPinger(
  db: PrismaClient,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<void> {
  await db.membership.updateMany({ where: { organizationId, userId }, data: { lastSeenAt: new Date() } });
}
