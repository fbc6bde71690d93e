import { notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { issueApiToken, type IssuedToken } from '../../lib/api-tokens';

/** Operator rpc: another token for a user, with no parent (it lives until revoked). */
export async function apiTokenIssuer(db: PrismaClient, input: { userId: string; label?: string }): Promise<IssuedToken> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!user) throw notFound('User not found');
    return issueApiToken(tx, input);
  });
}
