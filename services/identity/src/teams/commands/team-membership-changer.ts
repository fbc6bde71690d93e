import { invalidArgument } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { TeamMemberRole } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { lockOrganization } from '../../lib/organization-lock';
import { requireOrganizationUsers, resolveOrganizationUsers } from '../queries';

export type TeamMembershipChanges = {
  /** User ids or emails to add as plain members (existing members keep their role). */
  add?: string[];
  /** User id -> role to set, adding the user when not in the team yet. */
  roles?: Record<string, TeamMemberRole>;
  /** User ids or emails to remove; ones not in the team are ignored. */
  remove?: string[];
};

/**
 * Applies additions, role changes and removals to a team's members in one transaction.
 * It takes the organization lock before checking that the users are members, as member
 * removal does: otherwise a member removed between that check and the insert would keep a
 * team membership, which would come back if they were added to the organization again.
 */
export async function teamMembershipChanger(
  db: PrismaClient,
  { organizationId, teamId, changes }: { organizationId: string; teamId: string; changes: TeamMembershipChanges },
): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const added = await requireOrganizationUsers(tx, organizationId, changes.add ?? [], 'add');
    const requestedRoles = Object.entries(changes.roles ?? {});
    const roleUsers = await resolveOrganizationUsers(
      tx,
      organizationId,
      requestedRoles.map(([reference]) => reference),
    );
    if (roleUsers.unknown.length > 0) {
      throw invalidArgument(`memberships: ${roleUsers.unknown[0]} is not a member of this organization`);
    }
    const roleEntries = requestedRoles.map(([reference, role]) => [roleUsers.userIds.get(reference)!, role] as const);
    const removed = [...(await resolveOrganizationUsers(tx, organizationId, changes.remove ?? [])).userIds.values()];

    if (added.length > 0) {
      await tx.teamMember.createMany({
        data: added.map((userId) => ({ teamId, userId, organizationId, role: 'member' as const })),
        skipDuplicates: true,
      });
    }
    for (const [userId, role] of roleEntries) {
      await tx.teamMember.upsert({
        where: { teamId_userId: { teamId, userId } },
        create: { teamId, userId, organizationId, role },
        update: { role },
      });
    }
    const { count: removedCount } =
      removed.length > 0
        ? await tx.teamMember.deleteMany({ where: { teamId, userId: { in: removed } } })
        : { count: 0 };

    if (added.length + roleEntries.length + removedCount === 0) return;
    await recordEvent(tx, 'team', 'updated', {
      aggregateId: teamId,
      organizationId,
      data: {
        organizationId,
        teamId,
        addedUserIds: added,
        roles: Object.fromEntries(roleEntries),
        removedUserIds: removed,
      },
    });
  });
}
