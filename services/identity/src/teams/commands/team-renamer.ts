import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

export async function teamRenamer(
  db: PrismaClient,
  { organizationId, teamId, title }: { organizationId: string; teamId: string; title: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.team.updateMany({ where: { id: teamId, organizationId }, data: { title } });
    if (count === 0) return;
    await recordEvent(tx, 'team', 'updated', {
      aggregateId: teamId,
      organizationId,
      data: { organizationId, teamId, title },
    });
  });
}
