import type { Db } from '../../db';
import { LoginFailure } from '../login-failure';
import { stateHash } from '../oidc-client';

/** How long a person has to finish at the provider after the start URL sent them there. */
export const OIDC_LOGIN_STATE_TTL_MS = 10 * 60_000;

/**
 * Uses up the sign-in a callback's `state` names, before anything else is done with the
 * callback: one state (and so one code, which PKCE binds to this state's verifier) is accepted
 * once, whatever comes of it. Two concurrent callbacks of one state: the row lock lets one
 * through, the other is refused as a replay. A state that is unknown, expired or of another
 * provider is unsolicited; a used one, a replay (rows stay until they expire, then are purged).
 */
export async function consumeOidcLoginState(
  db: Db,
  oidcProviderId: string,
  state: string,
  now: Date,
): Promise<{ nonce: string; codeVerifier: string }> {
  const hash = stateHash(state);
  const [consumed] = await db.$queryRaw<{ nonce: string; code_verifier: string }[]>`
    UPDATE oidc_login_states SET consumed_at = ${now}
    WHERE state_hash = ${hash} AND provider_id = ${oidcProviderId} AND consumed_at IS NULL AND expires_at > ${now}
    RETURNING nonce, code_verifier`;
  if (consumed) return { nonce: consumed.nonce, codeVerifier: consumed.code_verifier };
  const existing = await db.oidcLoginState.findFirst({
    where: { stateHash: hash, providerId: oidcProviderId },
    select: { consumedAt: true },
  });
  throw new LoginFailure(existing?.consumedAt ? 'state-reused' : 'unknown-state');
}
