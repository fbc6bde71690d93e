import { hashToken, newId, newToken, notFound } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../db';
import { apiTokenSelect, type ApiTokenRow } from '../presenters/api-token';
import { recordEvent } from './events';

export type IssuedToken = { tokenId: string; token: string; row: ApiTokenRow };

export type NewApiToken = { userId: string; label?: string; expiresAt?: Date };

/**
 * Creates an API token for a user inside the caller's transaction. Only its SHA-256 is
 * stored; the token is returned this once and never logged or put in an event.
 */
export async function issueApiToken(
  tx: TransactionClient,
  { userId, label, expiresAt }: NewApiToken,
): Promise<IssuedToken> {
  const tokenId = newId();
  const token = newToken();
  const row = await tx.apiToken.create({
    data: { id: tokenId, userId, hash: hashToken(token), label: label ?? null, expiresAt: expiresAt ?? null },
    select: apiTokenSelect,
  });
  await recordEvent(tx, {
    resource: 'token',
    verb: 'created',
    aggregateId: tokenId,
    organizationId: null,
    data: { tokenId, userId, label: row.label, expiresAt: row.expiresAt?.toISOString() ?? null },
  });
  return { tokenId, token, row };
}

export async function createApiToken(prisma: PrismaClient, input: NewApiToken): Promise<IssuedToken> {
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!user) throw notFound('User not found');
    return issueApiToken(tx, input);
  });
}
