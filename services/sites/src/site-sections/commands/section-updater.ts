import { alreadyExists } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { Prisma, type SiteSection } from '../../generated/prisma/client';
import { setDefaultSiteSpace } from '../../lib/defaults';
import { recordEvent } from '../../lib/events';
import { lockSite } from '../../lib/locks';

export type SectionChanges = {
  title?: string;
  path?: string;
  /** null removes. */
  condition?: string | null;
  icon?: string | null;
  description?: string | null;
  /** A site space of this section (checked by the caller). */
  defaultSiteSpaceId?: string;
};

export async function sectionUpdater(
  db: PrismaClient,
  section: SiteSection,
  organizationId: string,
  changes: SectionChanges,
  actorId: string,
): Promise<SiteSection> {
  try {
    return await db.$transaction(async (tx) => {
      await lockSite(tx, section.siteId);
      if (changes.defaultSiteSpaceId !== undefined) {
        await setDefaultSiteSpace(tx, section.siteId, { id: changes.defaultSiteSpaceId, sectionId: section.id });
      }
      const updated = await tx.siteSection.update({
        where: { id: section.id },
        data: { title: changes.title, path: changes.path, condition: changes.condition, icon: changes.icon, description: changes.description },
      });
      await recordEvent(tx, 'site-section', 'updated', {
        aggregateId: section.id,
        organizationId,
        data: {
          id: section.id,
          siteId: section.siteId,
          fields: Object.entries(changes)
            .filter(([, value]) => value !== undefined)
            .map(([key]) => key),
          actorId,
        },
      });
      return updated;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw alreadyExists('path: another section of the site already uses this path');
    }
    throw error;
  }
}
