/** Whether a token may authenticate at `now`: neither revoked nor past its expiry. */
export const isTokenActive = (token: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean =>
  token.revokedAt === null && (token.expiresAt === null || token.expiresAt.getTime() > now.getTime());
