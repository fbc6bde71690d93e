import type { PrismaClient } from '../../db';
import type { SiteSpace } from '../../generated/prisma/client';
import { lockSite } from '../../lib/locks';
import { moveSiteSpace } from '../../lib/moves';
import type { MovePosition } from '../../lib/positions';

/** Moves a site space before/after another of the same section (or root), or to the end. */
export async function siteSpaceMover(db: PrismaClient, siteSpace: SiteSpace, position: MovePosition, actorId: string): Promise<SiteSpace> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, siteSpace.siteId);
    return moveSiteSpace(tx, siteSpace, position, actorId);
  });
}
