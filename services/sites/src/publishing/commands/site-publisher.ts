import type { PrismaClient } from '../../db';
import type { Site } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';

/** Publishes or unpublishes; a call that changes nothing writes nothing. */
export async function sitePublisher(db: PrismaClient, site: Site, published: boolean, actorId: string): Promise<Site> {
  if (site.published === published) return site;
  return db.$transaction(async (tx) => {
    const updated = await tx.site.update({ where: { id: site.id }, data: { published, publishedAt: published ? new Date() : null } });
    await recordEvent(tx, 'site', published ? 'published' : 'unpublished', {
      aggregateId: site.id,
      organizationId: site.organizationId,
      data: { id: site.id, actorId },
    });
    return updated;
  });
}
