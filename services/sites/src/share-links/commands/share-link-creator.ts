import { newId } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { Site, SiteShareLink } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { newShareKey, shareKeyDigest } from '../../lib/share-keys';

/** A new active link with its own random key. The event names the link, never its key. */
export async function shareLinkCreator(db: PrismaClient, site: Site, name: string, actorId: string): Promise<SiteShareLink> {
  return db.$transaction(async (tx) => {
    const key = newShareKey();
    const link = await tx.siteShareLink.create({ data: { id: newId(), siteId: site.id, name, key, keyDigest: shareKeyDigest(key) } });
    await recordEvent(tx, 'site-share-link', 'created', {
      aggregateId: link.id,
      organizationId: site.organizationId,
      data: { id: link.id, siteId: site.id, name, actorId },
    });
    return link;
  });
}
