import { alreadyExists, notFound } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../db';
import type { MemberRole } from '../generated/prisma/client';
import type { UserRow } from '../presenters/user';
import { issueApiToken } from './api-token-issuer';
import { recordEvent } from './events';
import { ensureUser } from './user-ensurer';

export type NewMember = {
  organizationId: string;
  email: string;
  /** undefined takes the organization's default role; null adds a guest. */
  role: MemberRole | null | undefined;
  /** Only used when the user is new. */
  displayName?: string;
};

export type AddedMember = { user: UserRow; tokenId: string; token: string };

/**
 * Adds a user (created when the email is new) to an organization inside the caller's
 * transaction. ALREADY_EXISTS when they are already in it.
 */
async function addMembership(
  tx: TransactionClient,
  { organizationId, email, role, displayName }: NewMember,
): Promise<UserRow> {
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
  return user;
}

/** Operator path: adds the member and issues them a token, so they can start at once. */
export async function addMember(prisma: PrismaClient, member: NewMember): Promise<AddedMember> {
  return prisma.$transaction(async (tx) => {
    const user = await addMembership(tx, member);
    const { tokenId, token } = await issueApiToken(tx, { userId: user.id });
    return { user, tokenId, token };
  });
}

/**
 * An admin adding someone by email over the API. No token is issued: a token is a
 * credential for the new member alone, which an admin must not hold.
 */
export async function addMemberByEmail(prisma: PrismaClient, member: NewMember): Promise<UserRow> {
  return prisma.$transaction((tx) => addMembership(tx, member));
}
