import type { PrismaClient } from '../../db';
import type { Site, VisitorAuthBackend } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';

/** Changes the backend and fallback URL (null removes it). */
export async function publishingAuthUpdater(
  db: PrismaClient,
  site: Site,
  changes: { backend?: VisitorAuthBackend; fallbackUrl?: string | null },
  actorId: string,
): Promise<Site> {
  return db.$transaction(async (tx) => {
    const updated = await tx.site.update({ where: { id: site.id }, data: { authBackend: changes.backend, fallbackUrl: changes.fallbackUrl } });
    await recordEvent(tx, 'site', 'updated', {
      aggregateId: site.id,
      organizationId: site.organizationId,
      data: { id: site.id, fields: ['publishingAuth'], actorId },
    });
    return updated;
  });
}
