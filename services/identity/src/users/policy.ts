import { notFound } from '@quire/shared';
import type { Caller } from '../access/caller';

/** What the token policy reads of a stored token. */
export type OwnedToken = { userId: string; boundOrganizationId: string | null };

export const apiTokenPolicy = {
  /**
   * Users manage their own tokens only; operators use AdminService for the rest. A token bound
   * to an organization by an SSO login manages only the tokens bound to the same organization:
   * that organization's identity provider vouches for nothing else of the account.
   */
  manage: (caller: Caller, token: OwnedToken) =>
    token.userId === caller.userId && (caller.boundOrganizationId === null || token.boundOrganizationId === caller.boundOrganizationId),
};

/**
 * Throws unless the caller may manage the token. Another user's token is NOT_FOUND, exactly
 * like a token that does not exist, so token ids do not leak between users.
 */
export function authorizeApiToken(caller: Caller, token: OwnedToken | null): void {
  if (!token || !apiTokenPolicy.manage(caller, token)) throw notFound('API token not found');
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

export const userProfilePolicy = {
  /** A profile is its owner's: no one, admins included, changes another person's. */
  update: (caller: Caller, userId: string) => caller.userId === userId,
};
