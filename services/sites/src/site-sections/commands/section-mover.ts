import type { PrismaClient } from '../../db';
import type { SiteSection } from '../../generated/prisma/client';
import { lockSite } from '../../lib/locks';
import { moveSection } from '../../lib/moves';
import type { MovePosition } from '../../lib/positions';

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
    return moveSection(tx, section, organizationId, position, actorId);
  });
}
