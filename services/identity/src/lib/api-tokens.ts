import { hashToken, newId, newToken } from '@quire/shared';
import type { TransactionClient } from '../db';
import { recordEvent } from './events';

/** The stored fields of a token just issued (never its hash). */
export type IssuedTokenRow = { id: string; label: string | null; createdAt: Date; expiresAt: Date | null };

export type IssuedToken = { tokenId: string; token: string; row: IssuedTokenRow };

export type NewApiToken = {
  userId: string;
  label?: string;
  expiresAt?: Date;
  /** The token that asked for this one (POST /user/tokens); revoking it revokes this one. */
  parentTokenId?: string;
  /** The only organization it acts in (an SSO login's token and its children, docs/sso.md). */
  boundOrganizationId?: string;
};

/**
 * Creates an API token for a user inside the caller's transaction. Only its SHA-256 is
 * stored; the token is returned this once and never logged or put in an event.
 */
export async function issueApiToken(
  tx: TransactionClient,
  { userId, label, expiresAt, parentTokenId, boundOrganizationId }: NewApiToken,
): Promise<IssuedToken> {
  const tokenId = newId();
  const token = newToken();
  const row = await tx.apiToken.create({
    data: {
      id: tokenId,
      userId,
      hash: hashToken(token),
      label: label ?? null,
      expiresAt: expiresAt ?? null,
      parentTokenId: parentTokenId ?? null,
      boundOrganizationId: boundOrganizationId ?? null,
    },
    select: { id: true, label: true, createdAt: true, expiresAt: true },
  });
  await recordEvent(tx, 'token', 'created', {
    aggregateId: tokenId,
    organizationId: null,
    data: {
      tokenId,
      userId,
      label: row.label,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      ...(boundOrganizationId !== undefined && { boundOrganizationId }),
    },
  });
  return { tokenId, token, row };
}

type LockedToken = {
  id: string;
  user_id: string;
  revoked_at: Date | null;
  expires_at: Date | null;
  bound_organization_id: string | null;
};

/**
 * Locks a token row for the rest of the transaction and answers it as it is now. Minting a
 * child token and revoking take this lock, so a child is either created before the
 * revocation (and revoked with its parent) or sees the parent revoked and is refused.
 */
export async function lockApiToken(tx: TransactionClient, tokenId: string): Promise<LockedToken | undefined> {
  const rows = await tx.$queryRaw<LockedToken[]>`
    SELECT id, user_id, revoked_at, expires_at, bound_organization_id FROM api_tokens WHERE id = ${tokenId} FOR UPDATE`;
  return rows[0];
}

/**
 * Revokes a token and every token it created (children, their children...), each with a
 * `token.revoked` event. Answers false when there is no such token. Revoking a revoked
 * token changes nothing, its descendants having been revoked with it.
 */
export async function revokeApiTokenTree(tx: TransactionClient, tokenId: string): Promise<boolean> {
  const token = await lockApiToken(tx, tokenId);
  if (!token) return false;
  if (token.revoked_at) return true;
  const now = new Date();
  let level: { id: string; user_id: string }[] = [token];
  while (level.length > 0) {
    const ids = level.map((row) => row.id);
    await tx.apiToken.updateMany({ where: { id: { in: ids } }, data: { revokedAt: now } });
    for (const row of level) {
      await recordEvent(tx, 'token', 'revoked', {
        aggregateId: row.id,
        organizationId: null,
        data: { tokenId: row.id, userId: row.user_id, ...(row.id !== tokenId && { parentTokenId: tokenId }) },
      });
    }
    // Level by level, each read locking the rows: a child committed by a concurrent mint
    // that held its parent's lock is seen by the next statement (READ COMMITTED).
    level = await tx.$queryRaw<{ id: string; user_id: string }[]>`
      SELECT id, user_id FROM api_tokens
      WHERE parent_token_id = ANY(${ids}::text[]) AND revoked_at IS NULL
      FOR UPDATE`;
  }
  return true;
}
