import { alreadyExists, notFound } from '@quire/shared';
import type { PrismaClient } from '../db';
import type { MemberRole } from '../generated/prisma/client';
import type { UserRow } from '../presenters/user';
import { issueApiToken } from './api-token-issuer';
import { recordEvent } from './events';
import { ensureUser } from './user-ensurer';

export type AddedMember = { user: UserRow; tokenId: string; token: string };

/**
 * Adds a user (created when the email is new) to an organization and issues them a token.
 * `role` undefined takes the organization's default role; null adds a guest.
 */
export async function addMember(
  prisma: PrismaClient,
  {
    organizationId,
    email,
    role,
    displayName,
  }: { organizationId: string; email: string; role: MemberRole | null | undefined; displayName?: string },
): Promise<AddedMember> {
  return prisma.$transaction(async (tx) => {
    const organization = await tx.organization.findUnique({
      where: { id: organizationId },
      select: { defaultRole: true },
    });
    if (!organization) throw notFound('Organization not found');
    const { user } = await ensureUser(tx, { email, displayName });
    const memberRole = role === undefined ? organization.defaultRole : role;
    const { count } = await tx.membership.createMany({
      data: [{ organizationId, userId: user.id, role: memberRole }],
      skipDuplicates: true,
    });
    if (count === 0) throw alreadyExists('This user is already a member of the organization');
    await recordEvent(tx, {
      resource: 'member',
      verb: 'added',
      aggregateId: user.id,
      organizationId,
      data: { organizationId, userId: user.id, role: memberRole },
    });
    const { tokenId, token } = await issueApiToken(tx, { userId: user.id });
    return { user, tokenId, token };
  });
}
