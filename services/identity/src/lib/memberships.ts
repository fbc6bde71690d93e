import { alreadyExists, notFound } from '@quire/shared';
import type { TransactionClient } from '../db';
import type { MemberRole } from '../generated/prisma/client';
import { recordEvent } from './events';

/**
 * Adds an existing user to an organization inside the caller's transaction, with `role`
 * (undefined: the organization's default role; null: a guest). ALREADY_EXISTS when they are
 * already in it. Answers the role given.
 */
export async function addMembership(
  tx: TransactionClient,
  { organizationId, userId, role }: { organizationId: string; userId: string; role: MemberRole | null | undefined },
): Promise<MemberRole | null> {
  const organization = await tx.organization.findUnique({ where: { id: organizationId }, select: { defaultRole: true } });
  if (!organization) throw notFound('Organization not found');
  const memberRole = role === undefined ? organization.defaultRole : role;
  const { count } = await tx.membership.createMany({
    data: [{ organizationId, userId, role: memberRole }],
    skipDuplicates: true,
  });
  if (count === 0) throw alreadyExists('This user is already a member of the organization');
  await recordEvent(tx, 'member', 'added', {
    aggregateId: userId,
    organizationId,
    data: { organizationId, userId, role: memberRole },
  });
  return memberRole;
}
