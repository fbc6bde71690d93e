import { notFound } from '@quire/shared';
import { SHARE_LINK_NOT_FOUND } from '../../access/load';
import type { PrismaClient } from '../../db';
import type { Site, SiteShareLink } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';

export type ShareLinkChanges = { name?: string; active?: boolean };

/** Renames and/or (de)activates; deactivating stops the key at commit. Changing nothing writes nothing. */
export async function shareLinkUpdater(db: PrismaClient, site: Site, link: SiteShareLink, changes: ShareLinkChanges, actorId: string): Promise<SiteShareLink> {
  const fields = (Object.keys(changes) as (keyof ShareLinkChanges)[]).filter((field) => changes[field] !== undefined && changes[field] !== link[field]);
  if (fields.length === 0) return link;
  return db.$transaction(async (tx) => {
    // updateMany: a link deleted meanwhile is NOT_FOUND rather than a failed update.
    const { count } = await tx.siteShareLink.updateMany({ where: { id: link.id, siteId: site.id }, data: { name: changes.name, active: changes.active } });
    if (count === 0) throw notFound(SHARE_LINK_NOT_FOUND);
    const updated = await tx.siteShareLink.findUniqueOrThrow({ where: { id: link.id } });
    await recordEvent(tx, 'site-share-link', 'updated', {
      aggregateId: link.id,
      organizationId: site.organizationId,
      data: { id: link.id, siteId: site.id, fields, active: updated.active, actorId },
    });
    return updated;
  });
}
