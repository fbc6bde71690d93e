import { hashToken, newId, notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { INVOCATION_TOKEN_TTL_SECONDS, newInstallationToken, newIntegrationToken } from '../tokens';

/** Expired integration tokens deleted after each mint, at most this many at a time. */
const PURGE_BATCH = 500;

/**
 * The tokens of one invocation (IdentityInternalService/MintIntegrationTokens, for the
 * runtime): an integration token and, for an installation of that integration, an
 * installation token, which authenticates with exactly the scopes its organization granted
 * (findInstallationTokenGrant). The integration's row is locked (FOR SHARE) while they are
 * stored, so an unpublish or an uninstall at that moment either waits or has happened and
 * nothing is minted (NOT_FOUND). Only their SHA-256 is stored; no event (one per invocation
 * would drown the outbox) and never a log line.
 */
export async function invocationTokenMinter(
  db: PrismaClient,
  { integrationName, installationId, now = new Date() }: { integrationName: string; installationId?: string; now?: Date },
): Promise<{ integrationToken: string; installationToken?: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + INVOCATION_TOKEN_TTL_SECONDS * 1000);
  const integrationToken = newIntegrationToken();
  const installationToken = installationId !== undefined ? newInstallationToken() : undefined;
  await db.$transaction(async (tx) => {
    const [integration] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM integrations WHERE name = ${integrationName} AND unpublished_at IS NULL FOR SHARE`;
    if (!integration) throw notFound('No matching integration found for given name');
    await tx.integrationToken.create({
      data: { id: newId(), integrationId: integration.id, hash: hashToken(integrationToken), createdAt: now, expiresAt },
      select: { id: true },
    });
    if (installationId !== undefined && installationToken !== undefined) {
      const [installation] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM integration_installations WHERE id = ${installationId} AND integration_id = ${integration.id} FOR SHARE`;
      if (!installation) throw notFound('Integration installation not found');
      await tx.installationToken.create({
        data: { id: newId(), installationId, hash: hashToken(installationToken), createdById: `integration:${integrationName}`, createdAt: now, expiresAt },
        select: { id: true },
      });
    }
  });
  return { integrationToken, installationToken, expiresAt };
}

/** Deletes up to PURGE_BATCH expired integration tokens; answers how many. */
export function expiredIntegrationTokenPurger(db: PrismaClient, now = new Date()): Promise<number> {
  return db.$executeRaw`
    DELETE FROM integration_tokens WHERE id IN (
      SELECT id FROM integration_tokens WHERE expires_at < ${now} LIMIT ${PURGE_BATCH}::int)`;
}
