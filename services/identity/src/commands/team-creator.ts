import { newId } from '@quire/shared';
import type { PrismaClient } from '../db';
import { teamSelect, type TeamRow } from '../presenters/team';
import { recordEvent } from './events';
import { requireOrganizationUsers } from './team-members';

export async function createTeam(
  prisma: PrismaClient,
  { organizationId, title, members }: { organizationId: string; title: string; members: string[] },
): Promise<TeamRow> {
  return prisma.$transaction(async (tx) => {
    const memberIds = await requireOrganizationUsers(tx, organizationId, members, 'members');
    const team = await tx.team.create({ data: { id: newId(), organizationId, title }, select: teamSelect });
    if (memberIds.length > 0) {
      await tx.teamMember.createMany({
        data: memberIds.map((userId) => ({ teamId: team.id, userId, organizationId, role: 'member' as const })),
      });
    }
    await recordEvent(tx, {
      resource: 'team',
      verb: 'created',
      aggregateId: team.id,
      organizationId,
      data: { organizationId, teamId: team.id, title: team.title, memberIds },
    });
    return team;
  });
}
