import { notFound } from '@quire/shared';

/** Whether a token may authenticate at `now`: neither revoked nor past its expiry. */
export const isTokenActive = (token: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean =>
  token.revokedAt === null && (token.expiresAt === null || token.expiresAt.getTime() > now.getTime());

export const apiTokenPolicy = {
  /** Users manage their own tokens only; operators use IdentityAdminService for the rest. */
  manage: (callerId: string, token: { userId: string }) => token.userId === callerId,
};

/**
 * Throws unless the caller may manage the token. Another user's token is NOT_FOUND, exactly
 * like a token that does not exist, so token ids do not leak between users.
 */
export function authorizeApiToken(callerId: string, token: { userId: string } | null): void {
  if (!token || !apiTokenPolicy.manage(callerId, token)) throw notFound('API token not found');
}
