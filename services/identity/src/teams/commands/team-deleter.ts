import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

/** Deletes a team and its memberships; deleting a team that does not exist changes nothing. */
export async function teamDeleter(
  db: PrismaClient,
  { organizationId, teamId }: { organizationId: string; teamId: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    // team_members rows go with the team (ON DELETE CASCADE).
    const { count } = await tx.team.deleteMany({ where: { id: teamId, organizationId } });
    if (count === 0) return;
    await recordEvent(tx, 'team', 'deleted', {
      aggregateId: teamId,
      organizationId,
      data: { organizationId, teamId },
    });
  });
}
