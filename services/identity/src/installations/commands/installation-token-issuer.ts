import { hashToken, newId, notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { INSTALLATION_TOKEN_TTL_SECONDS, newInstallationToken } from '../tokens';

/** Expired tokens deleted after each issue, at most this many at a time. */
const PURGE_BATCH = 500;

/**
 * Issues a token acting as the installation for INSTALLATION_TOKEN_TTL_SECONDS. The
 * installation's row is locked (FOR SHARE) in the transaction that stores the token: an
 * uninstall at the same moment either waits and deletes the new token with the rest, or has
 * already happened and nothing is issued (NOT_FOUND). Only the token's SHA-256 is stored; the
 * token is answered this once and never logged or put in an event.
 */
export async function installationTokenIssuer(
  db: PrismaClient,
  { installationId, createdById, now = new Date() }: { installationId: string; createdById: string; now?: Date },
): Promise<{ token: string; tokenId: string; expiresAt: Date }> {
  const token = newInstallationToken();
  const tokenId = newId();
  const expiresAt = new Date(now.getTime() + INSTALLATION_TOKEN_TTL_SECONDS * 1000);
  await db.$transaction(async (tx) => {
    const [installation] = await tx.$queryRaw<{ organization_id: string }[]>`
      SELECT organization_id FROM integration_installations WHERE id = ${installationId} FOR SHARE`;
    if (!installation) throw notFound('Installation could not be found');
    await tx.installationToken.create({ data: { id: tokenId, installationId, hash: hashToken(token), createdById, createdAt: now, expiresAt }, select: { id: true } });
    await recordEvent(tx, 'integration-installation', 'token-created', {
      aggregateId: installationId,
      organizationId: installation.organization_id,
      data: { installationId, tokenId, createdById, expiresAt: expiresAt.toISOString() },
    });
  });
  return { token, tokenId, expiresAt };
}

/** Deletes up to PURGE_BATCH expired installation tokens (they no longer authenticate anyway); answers how many. */
export function expiredInstallationTokenPurger(db: PrismaClient, now = new Date()): Promise<number> {
  return db.$executeRaw`
    DELETE FROM installation_tokens WHERE id IN (
      SELECT id FROM installation_tokens WHERE expires_at < ${now} LIMIT ${PURGE_BATCH}::int)`;
}
