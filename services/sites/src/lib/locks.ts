import { Prisma, type TransactionClient } from '../db';

/**
 * Serializes structure changes of one site (positions, defaults, paths) until the
 * transaction ends, so two concurrent inserts cannot compute the same key or both become
 * the default.
 */
export async function lockSite(tx: TransactionClient, siteId: string): Promise<void> {
  const key = `sites-structure:${siteId}`;
  await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
