import { notFound } from '@quire/shared';

export const apiTokenPolicy = {
  /** Users manage their own tokens only; operators use AdminService for the rest. */
  manage: (callerId: string, token: { userId: string }) => token.userId === callerId,
};

/**
 * Throws unless the caller may manage the token. Another user's token is NOT_FOUND, exactly
 * like a token that does not exist, so token ids do not leak between users.
 */
export function authorizeApiToken(callerId: string, token: { userId: string } | null): void {
  if (!token || !apiTokenPolicy.manage(callerId, token)) throw notFound('API token not found');
}

/**
 * When a token minted by `parent` expires: never after the parent. A parent without expiry
 * leaves the requested one (none = never).
 */
export function childTokenExpiry(requested: Date | undefined, parentExpiresAt: Date | null): Date | undefined {
  if (!parentExpiresAt) return requested;
  if (!requested || requested.getTime() > parentExpiresAt.getTime()) return parentExpiresAt;
  return requested;
}
