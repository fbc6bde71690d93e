import { alreadyExists } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { SiteSpace } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { lockSite } from '../../lib/locks';

export type SiteSpaceChanges = { path?: string; condition?: string | null; spaceId?: string };

export async function siteSpaceUpdater(
  db: PrismaClient,
  siteSpace: SiteSpace,
  changes: SiteSpaceChanges,
  actorId: string,
): Promise<SiteSpace> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, siteSpace.siteId);
    if (changes.path !== undefined && changes.path !== siteSpace.path) {
      // Unique within the section (or the root): checked under the site's lock, as NULL
      // section ids would escape a unique index.
      const clash = await tx.siteSpace.findFirst({
        where: { siteId: siteSpace.siteId, sectionId: siteSpace.sectionId, path: changes.path, id: { not: siteSpace.id } },
        select: { id: true },
      });
      if (clash) throw alreadyExists('path: another site space of the section already uses this path');
    }
    const updated = await tx.siteSpace.update({
      where: { id: siteSpace.id },
      data: { path: changes.path, condition: changes.condition, spaceId: changes.spaceId },
    });
    await recordEvent(tx, 'site-space', 'updated', {
      aggregateId: siteSpace.id,
      organizationId: siteSpace.organizationId,
      data: {
        id: siteSpace.id,
        siteId: siteSpace.siteId,
        fields: Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([key]) => key),
        actorId,
      },
    });
    return updated;
  });
}
