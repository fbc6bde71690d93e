import { notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { revokeApiTokenTree } from '../../lib/api-tokens';

/** Revokes a token and the tokens it created; revoking an already revoked token changes nothing. */
export async function apiTokenRevoker(db: PrismaClient, { tokenId }: { tokenId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    if (!(await revokeApiTokenTree(tx, tokenId))) throw notFound('API token not found');
  });
}
