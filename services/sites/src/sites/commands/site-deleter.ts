import type { PrismaClient } from '../../db';
import type { Site } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';

/** Deletes the site; its sections and site spaces go with it (ON DELETE CASCADE), not the spaces. */
export async function siteDeleter(db: PrismaClient, site: Site, actorId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.site.deleteMany({ where: { id: site.id } });
    if (count === 0) return;
    await recordEvent(tx, 'site', 'deleted', {
      aggregateId: site.id,
      organizationId: site.organizationId,
      data: { id: site.id, actorId },
    });
  });
}
