import { notFound } from '@quire/shared';
import type { PrismaClient } from '../db';
import { recordEvent } from './events';

/** Revokes a token; revoking an already revoked token changes nothing. */
export async function revokeApiToken(prisma: PrismaClient, { tokenId }: { tokenId: string }): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const token = await tx.apiToken.findUnique({ where: { id: tokenId }, select: { userId: true, revokedAt: true } });
    if (!token) throw notFound('API token not found');
    if (token.revokedAt) return;
    await tx.apiToken.update({ where: { id: tokenId }, data: { revokedAt: new Date() } });
    await recordEvent(tx, {
      resource: 'token',
      verb: 'revoked',
      aggregateId: tokenId,
      organizationId: null,
      data: { tokenId, userId: token.userId },
    });
  });
}
