import type { identityV1 } from '@quire/proto';
import type { IssuedTokenRow } from '../lib/api-tokens';
import type { PublicUrls } from '../lib/urls';
import type { ApiTokenRow, UserRow } from './queries';

export function presentUser(user: UserRow, urls: PublicUrls): identityV1.User {
  return {
    object: 'user',
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    photoUrl: user.photoUrl ?? undefined,
    urls: { location: `${urls.publicUrl}/v1/users/${user.id}` },
  };
}

export function presentApiToken(token: ApiTokenRow): identityV1.ApiToken {
  return {
    object: 'api-token',
    id: token.id,
    label: token.label ?? undefined,
    createdAt: token.createdAt,
    lastUsedAt: token.lastUsedAt ?? undefined,
    expiresAt: token.expiresAt ?? undefined,
  };
}

/** The one answer that carries the token itself: the response to its creation. */
export function presentIssuedApiToken(row: IssuedTokenRow, token: string): identityV1.IssuedApiToken {
  return {
    object: 'api-token',
    id: row.id,
    label: row.label ?? undefined,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt ?? undefined,
    token,
  };
}
