import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { issueApiToken } from '../../lib/api-tokens';
import { addMembership } from '../../lib/memberships';
import { ensureUser } from '../../lib/users';
import { findUser, type UserRow } from '../../users/queries';

export type NewMember = {
  organizationId: string;
  email: string;
  /** undefined takes the organization's default role; null adds a guest. */
  role: MemberRole | null | undefined;
  /** Only used when the user is new. */
  displayName?: string;
};

export type AddedMember = { user: UserRow; tokenId: string; token: string };

/** Operator path: adds the user (created when the email is new) and issues them a token. */
export async function memberAdder(db: PrismaClient, { organizationId, email, role, displayName }: NewMember): Promise<AddedMember> {
  return db.$transaction(async (tx) => {
    const { userId } = await ensureUser(tx, { email, displayName });
    await addMembership(tx, { organizationId, userId, role });
    const { tokenId, token } = await issueApiToken(tx, { userId });
    return { user: (await findUser(tx, userId))!, tokenId, token };
  });
}
