import type { Db } from '../../db';

/** Rows removed per call: each login cleans up a little, so no call does much. */
const PURGE_BATCH = 500;

/**
 * Deletes login requests, used-assertion records and OIDC sign-in states whose time is over (an
 * expired request or state cannot be answered any more; an expired assertion is refused on its
 * own dates).
 */
export async function purgeExpiredLoginState(db: Db, now: Date): Promise<void> {
  await db.$executeRaw`
    DELETE FROM saml_login_requests WHERE id IN (
      SELECT id FROM saml_login_requests WHERE expires_at <= ${now} LIMIT ${PURGE_BATCH})`;
  await db.$executeRaw`
    DELETE FROM saml_assertions WHERE (provider_id, assertion_id) IN (
      SELECT provider_id, assertion_id FROM saml_assertions WHERE expires_at <= ${now} LIMIT ${PURGE_BATCH})`;
  await db.$executeRaw`
    DELETE FROM oidc_login_states WHERE state_hash IN (
      SELECT state_hash FROM oidc_login_states WHERE expires_at <= ${now} LIMIT ${PURGE_BATCH})`;
}
