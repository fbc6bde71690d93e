import type { identityV1 } from '@quire/proto';

/** What is shown of a stored token: never its hash. */
export type ApiTokenRow = {
  id: string;
  label: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
};

export const apiTokenSelect = {
  id: true,
  label: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
} as const;

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
export function presentIssuedApiToken(row: ApiTokenRow, token: string): identityV1.IssuedApiToken {
  return {
    object: 'api-token',
    id: row.id,
    label: row.label ?? undefined,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt ?? undefined,
    token,
  };
}
