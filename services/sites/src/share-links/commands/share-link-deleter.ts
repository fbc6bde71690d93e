import type { PrismaClient } from '../../db';
import type { Site } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';

/** Deletes the link (its key stops working at commit); an absent one is already deleted. */
export async function shareLinkDeleter(db: PrismaClient, site: Site, shareLinkId: string, actorId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.siteShareLink.deleteMany({ where: { id: shareLinkId, siteId: site.id } });
    if (count === 0) return;
    await recordEvent(tx, 'site-share-link', 'deleted', {
      aggregateId: shareLinkId,
      organizationId: site.organizationId,
      data: { id: shareLinkId, siteId: site.id, actorId },
    });
  });
}
