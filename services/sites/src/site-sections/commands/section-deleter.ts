import type { PrismaClient } from '../../db';
import type { SiteSection } from '../../generated/prisma/client';
import { promoteNextSection } from '../../lib/defaults';
import { recordEvent, recordEvents } from '../../lib/events';
import { lockSite } from '../../lib/locks';

/** Deletes the section and its site spaces; the next section becomes the default if it was. */
export async function sectionDeleter(db: PrismaClient, section: SiteSection, organizationId: string, actorId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockSite(tx, section.siteId);
    const siteSpaces = await tx.siteSpace.findMany({ where: { sectionId: section.id }, select: { id: true } });
    const { count } = await tx.siteSection.deleteMany({ where: { id: section.id } });
    if (count === 0) return;
    if (section.isDefault) await promoteNextSection(tx, section.siteId, section.position);
    await recordEvents(
      tx,
      'site-space',
      'deleted',
      siteSpaces.map((row) => ({ aggregateId: row.id, organizationId, data: { id: row.id, siteId: section.siteId, sectionId: section.id, actorId } })),
    );
    await recordEvent(tx, 'site-section', 'deleted', {
      aggregateId: section.id,
      organizationId,
      data: { id: section.id, siteId: section.siteId, actorId },
    });
  });
}
