import type { PrismaClient } from '../../db';
import type { SiteSectionGroup } from '../../generated/prisma/client';
import { lockSite } from '../../lib/locks';
import { moveSectionGroup, type LevelPosition } from '../../lib/moves';

/** Moves a group (with what it holds) next to a section or group, to that item's level, or to the end of its own level. */
export async function sectionGroupMover(db: PrismaClient, group: SiteSectionGroup, organizationId: string, position: LevelPosition, actorId: string): Promise<SiteSectionGroup> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, group.siteId);
    return moveSectionGroup(tx, group, organizationId, position, actorId);
  });
}
