import { newId } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { teamSelect, type TeamRow } from '../queries';
import { recordEvent } from '../../lib/events';
import { lockOrganization } from '../../lib/organization-lock';
import { requireOrganizationUsers } from '../queries';

export async function teamCreator(
  db: PrismaClient,
  { organizationId, title, members }: { organizationId: string; title: string; members: string[] },
): Promise<{ team: TeamRow; memberIds: string[] }> {
  return db.$transaction(async (tx) => {
    // Serialized with member removal, like every team membership change (see lockOrganization).
    await lockOrganization(tx, organizationId);
    const memberIds = await requireOrganizationUsers(tx, organizationId, members, 'members');
    const team = await tx.team.create({ data: { id: newId(), organizationId, title }, select: teamSelect });
    if (memberIds.length > 0) {
      await tx.teamMember.createMany({
        data: memberIds.map((userId) => ({ teamId: team.id, userId, organizationId, role: 'member' as const })),
      });
    }
    await recordEvent(tx, 'team', 'created', {
      aggregateId: team.id,
      organizationId,
      data: { organizationId, teamId: team.id, title: team.title, memberIds },
    });
    return { team, memberIds };
  });
}
