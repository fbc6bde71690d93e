import { createHash, randomBytes } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const ID_LENGTH = 20;

/** 20 random URL-safe characters (120 bits). */
export function newId(): string {
  // 64 symbols: each random byte's low 6 bits pick one without bias.
  const bytes = randomBytes(ID_LENGTH);
  let id = '';
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[bytes[i] & 63];
  return id;
}

export const API_TOKEN_PREFIX = 'gb_api_';

/** A new API token: shown to its owner once, stored only as `hashToken(token)`. */
export function newToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** SHA-256 hex digest under which a token is stored and looked up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
