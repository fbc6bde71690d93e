import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * The integration's signing secret (`signingSecrets.integration`): made on its first
 * invocation (32 random bytes, hex) and kept in runtime_signing_secrets, so that what the
 * runtime signs later (a task's `x-gitbook-integration-signature`) checks against what the
 * script was given earlier, on every replica. Two replicas making it at once keep the first.
 */
export async function integrationSigningSecret(db: pg.Pool, integrationId: string): Promise<string> {
  const { rows } = await db.query<{ secret: string }>(
    `WITH made AS (
       INSERT INTO runtime_signing_secrets (integration_id, secret) VALUES ($1, $2) ON CONFLICT (integration_id) DO NOTHING RETURNING secret
     )
     SELECT secret FROM made UNION ALL SELECT secret FROM runtime_signing_secrets WHERE integration_id = $1`,
    [integrationId, randomBytes(32).toString('hex')],
  );
  const secret = rows[0]?.secret;
  if (!secret) throw new Error(`no signing secret for integration ${integrationId}`);
  return secret;
}
