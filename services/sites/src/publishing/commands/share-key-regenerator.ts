import type { PrismaClient } from '../../db';
import type { Site } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { newShareKey } from '../../lib/share-keys';

/** A new share key; the old one stops working at commit. The event never carries the key. */
export async function shareKeyRegenerator(db: PrismaClient, site: Site, actorId: string): Promise<Site> {
  return db.$transaction(async (tx) => {
    const updated = await tx.site.update({ where: { id: site.id }, data: { shareKey: newShareKey() } });
    await recordEvent(tx, 'site', 'share-key-regenerated', {
      aggregateId: site.id,
      organizationId: site.organizationId,
      data: { id: site.id, actorId },
    });
    return updated;
  });
}
