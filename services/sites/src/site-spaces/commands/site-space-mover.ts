import type { PrismaClient } from '../../db';
import type { SiteSpace } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { lockSite } from '../../lib/locks';
import { positionForMove, type MovePosition } from '../../lib/positions';

/** Moves a site space before/after another of the same section (or root), or to the end. */
export async function siteSpaceMover(db: PrismaClient, siteSpace: SiteSpace, position: MovePosition, actorId: string): Promise<SiteSpace> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, siteSpace.siteId);
    const group = { kind: 'site-space' as const, siteId: siteSpace.siteId, sectionId: siteSpace.sectionId };
    const key = await positionForMove(tx, group, siteSpace.id, position, 'site space');
    if (key === undefined) return siteSpace;
    const moved = await tx.siteSpace.update({ where: { id: siteSpace.id }, data: { position: key } });
    await recordEvent(tx, 'site-space', 'moved', {
      aggregateId: siteSpace.id,
      organizationId: siteSpace.organizationId,
      data: { id: siteSpace.id, siteId: siteSpace.siteId, sectionId: siteSpace.sectionId, actorId },
    });
    return moved;
  });
}
