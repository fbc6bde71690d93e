import { newId, resourceExhausted } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { addMembership } from '../../lib/memberships';
import { lockOrganization } from '../../lib/organization-lock';
import { ensureUser } from '../../lib/users';
import { countEmailAdditionsSince } from '../queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export type MemberByEmail = {
  organizationId: string;
  email: string;
  role: MemberRole | null;
  /** Only used when the user is new. */
  displayName?: string;
  /** Additions by email the organization may make per rolling 24 hours. */
  dailyLimit: number;
};

/**
 * An admin adding someone by email over the API: the user is created when the email is
 * new. No token is issued: a token is a credential for the new member alone, which an
 * admin must not hold.
 *
 * Every addition counts against the organization's daily limit, whether or not the email
 * already had an account: counting only new accounts would let a caller who hit the limit
 * learn which emails exist. The count is read under the organization lock, so concurrent
 * additions cannot overshoot it. Answers the user's id.
 */
export async function memberAdder(
  db: PrismaClient,
  { organizationId, email, role, displayName, dailyLimit }: MemberByEmail,
): Promise<string> {
  return db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const now = new Date();
    const added = await countEmailAdditionsSince(tx, organizationId, new Date(now.getTime() - DAY_MS));
    if (added >= dailyLimit) {
      throw resourceExhausted(
        `This organization has added ${dailyLimit} members by email in the last 24 hours, the most allowed; try again later`,
      );
    }
    const { userId } = await ensureUser(tx, { email, displayName });
    await addMembership(tx, { organizationId, userId, role });
    await tx.memberEmailAddition.create({ data: { id: newId(), organizationId, userId, createdAt: now } });
    return userId;
  });
}
