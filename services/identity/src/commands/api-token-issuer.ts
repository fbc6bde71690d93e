import { hashToken, newId, newToken, notFound } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../db';
import { recordEvent } from './events';

export type IssuedToken = { tokenId: string; token: string };

/**
 * Creates an API token for a user inside the caller's transaction. Only its SHA-256 is
 * stored; the token is returned this once and never logged or put in an event.
 */
export async function issueApiToken(
  tx: TransactionClient,
  { userId, label }: { userId: string; label?: string },
): Promise<IssuedToken> {
  const tokenId = newId();
  const token = newToken();
  await tx.apiToken.create({ data: { id: tokenId, userId, hash: hashToken(token), label: label ?? null } });
  await recordEvent(tx, {
    resource: 'token',
    verb: 'created',
    aggregateId: tokenId,
    organizationId: null,
    data: { tokenId, userId, label: label ?? null },
  });
  return { tokenId, token };
}

export async function createApiToken(
  prisma: PrismaClient,
  { userId, label }: { userId: string; label?: string },
): Promise<IssuedToken> {
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) throw notFound('User not found');
    return issueApiToken(tx, { userId, label });
  });
}
