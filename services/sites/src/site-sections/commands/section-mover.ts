import type { PrismaClient } from '../../db';
import type { SiteSection } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { lockSite } from '../../lib/locks';
import { positionForMove, type MovePosition } from '../../lib/positions';

/** Moves a section before/after another section of the same site, or to the end. */
export async function sectionMover(
  db: PrismaClient,
  section: SiteSection,
  organizationId: string,
  position: MovePosition,
  actorId: string,
): Promise<SiteSection> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, section.siteId);
    const key = await positionForMove(tx, { kind: 'section', siteId: section.siteId }, section.id, position, 'site section');
    if (key === undefined) return section;
    const moved = await tx.siteSection.update({ where: { id: section.id }, data: { position: key } });
    await recordEvent(tx, 'site-section', 'moved', {
      aggregateId: section.id,
      organizationId,
      data: { id: section.id, siteId: section.siteId, actorId },
    });
    return moved;
  });
}
