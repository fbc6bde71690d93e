import { newId, notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { Site, SiteShareLink } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { newShareLinkKey, shareKeyDigest } from '../keys';
import { SHARE_LINK_NOT_FOUND } from '../queries';

// Events name the link and what changed, never its key.

export async function shareLinkCreator(db: PrismaClient, site: Site, name: string, actorId: string): Promise<SiteShareLink> {
  return db.$transaction(async (tx) => {
    const key = newShareLinkKey();
    const link = await tx.siteShareLink.create({ data: { id: newId(), siteId: site.id, name, key, keyDigest: shareKeyDigest(key) } });
    await recordEvent(tx, 'site-share-link', 'created', {
      aggregateId: link.id,
      organizationId: site.organizationId,
      data: { id: link.id, siteId: site.id, name, actorId },
    });
    return link;
  });
}

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
