import { Status } from '@quire/shared';
import { isTokenActive } from '../access/api-token';
import { apiTokenPolicy, authorizeApiToken } from './policy';

const now = new Date('2030-01-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('isTokenActive', () => {
  test('a token neither revoked nor expiring is active', () => {
    expect(isTokenActive({ revokedAt: null, expiresAt: null }, now)).toBe(true);
  });

  test('a revoked token is not, whatever its expiry', () => {
    expect(isTokenActive({ revokedAt: at(-1), expiresAt: null }, now)).toBe(false);
    expect(isTokenActive({ revokedAt: at(-1), expiresAt: at(60_000) }, now)).toBe(false);
  });

  test('a token is active until its expiry, not at it', () => {
    expect(isTokenActive({ revokedAt: null, expiresAt: at(1) }, now)).toBe(true);
    expect(isTokenActive({ revokedAt: null, expiresAt: at(0) }, now)).toBe(false);
    expect(isTokenActive({ revokedAt: null, expiresAt: at(-60_000) }, now)).toBe(false);
  });
});

describe('apiTokenPolicy', () => {
  const codeOf = (fn: () => void) => {
    try {
      fn();
      return 'OK';
    } catch (error) {
      return (error as { code: Status }).code;
    }
  };
  const me = { userId: 'me', boundOrganizationId: null };
  const token = (userId: string, boundOrganizationId: string | null = null) => ({ userId, boundOrganizationId });

  test('users manage their own tokens only', () => {
    expect(apiTokenPolicy.manage(me, token('me'))).toBe(true);
    expect(apiTokenPolicy.manage(me, token('other'))).toBe(false);
  });

  test("another user's token is NOT_FOUND, like a missing one", () => {
    expect(codeOf(() => authorizeApiToken(me, token('me')))).toBe('OK');
    expect(codeOf(() => authorizeApiToken(me, token('other')))).toBe(Status.NOT_FOUND);
    expect(codeOf(() => authorizeApiToken(me, null))).toBe(Status.NOT_FOUND);
  });

  test('a token bound to an organization by an SSO login manages only the tokens bound to it; an unbound one manages all', () => {
    const bound = { userId: 'me', boundOrganizationId: 'orgB' };
    expect(apiTokenPolicy.manage(bound, token('me', 'orgB'))).toBe(true);
    expect(apiTokenPolicy.manage(bound, token('me'))).toBe(false);
    expect(apiTokenPolicy.manage(bound, token('me', 'orgA'))).toBe(false);
    expect(apiTokenPolicy.manage(me, token('me', 'orgB'))).toBe(true);
    expect(codeOf(() => authorizeApiToken(bound, token('me')))).toBe(Status.NOT_FOUND);
  });
});
