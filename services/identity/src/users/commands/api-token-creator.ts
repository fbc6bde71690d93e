import { unauthenticated } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { isTokenActive } from '../../access/api-token';
import { issueApiToken, lockApiToken, type IssuedToken } from '../../lib/api-tokens';
import { childTokenExpiry } from '../policy';

/**
 * A token a user creates with one of their tokens (the parent). The parent is locked and
 * checked inside the transaction: a parent revoked or expired meanwhile (the gateway caches
 * principals for a while) mints nothing, and a revocation waiting on the lock sees the new
 * child and revokes it too. The child expires no later than its parent, and acts only in the
 * organization its parent is bound to, if it is (an SSO login's token: docs/sso.md).
 */
export async function apiTokenCreator(
  db: PrismaClient,
  { userId, parentTokenId, label, expiresAt }: { userId: string; parentTokenId: string; label?: string; expiresAt?: Date },
): Promise<IssuedToken> {
  return db.$transaction(async (tx) => {
    const parent = await lockApiToken(tx, parentTokenId);
    const active =
      parent !== undefined &&
      parent.user_id === userId &&
      isTokenActive({ revokedAt: parent.revoked_at, expiresAt: parent.expires_at }, new Date());
    if (!active) throw unauthenticated('Invalid API token');
    return issueApiToken(tx, {
      userId,
      label,
      expiresAt: childTokenExpiry(expiresAt, parent.expires_at),
      parentTokenId,
      boundOrganizationId: parent.bound_organization_id ?? undefined,
    });
  });
}
