import type { PrismaClient } from '../../db';
import type { SiteSpace } from '../../generated/prisma/client';
import { promoteNextSiteSpace } from '../../lib/defaults';
import { recordEvent } from '../../lib/events';
import { lockSite } from '../../lib/locks';

/** Deletes the site space; the next one of its group becomes the default if it was. */
export async function siteSpaceDeleter(db: PrismaClient, siteSpace: SiteSpace, actorId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockSite(tx, siteSpace.siteId);
    const { count } = await tx.siteSpace.deleteMany({ where: { id: siteSpace.id } });
    if (count === 0) return;
    if (siteSpace.isDefault) await promoteNextSiteSpace(tx, siteSpace.siteId, siteSpace.sectionId, siteSpace.position);
    await recordEvent(tx, 'site-space', 'deleted', {
      aggregateId: siteSpace.id,
      organizationId: siteSpace.organizationId,
      data: { id: siteSpace.id, siteId: siteSpace.siteId, sectionId: siteSpace.sectionId, actorId },
    });
  });
}
