import { Prisma, type PrismaClient } from '../../db';
import type { SiteSpace } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';

/** Removes every override of the site space; nothing to remove writes nothing. */
export async function siteSpaceCustomizationDeleter(db: PrismaClient, siteSpace: SiteSpace, actorId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.siteSpace.updateMany({
      where: { id: siteSpace.id, customization: { not: Prisma.DbNull } },
      data: { customization: Prisma.DbNull },
    });
    if (count === 0) return;
    await recordEvent(tx, 'site-space', 'customization-updated', {
      aggregateId: siteSpace.id,
      organizationId: siteSpace.organizationId,
      data: { id: siteSpace.id, siteId: siteSpace.siteId, fields: [], hasOverrides: false, actorId },
    });
  });
}
