import { isDeepStrictEqual } from 'node:util';
import type { Prisma, PrismaClient } from '../../db';
import type { Site } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import type { JsonObject } from '../schema';

/** Replaces the site's settings; the same settings again write nothing. */
export async function siteCustomizationUpdater(db: PrismaClient, site: Site, settings: JsonObject, actorId: string): Promise<Site> {
  if (isDeepStrictEqual(site.customization, settings)) return site;
  return db.$transaction(async (tx) => {
    const updated = await tx.site.update({ where: { id: site.id }, data: { customization: settings as Prisma.InputJsonObject } });
    await recordEvent(tx, 'site', 'customization-updated', {
      aggregateId: site.id,
      organizationId: site.organizationId,
      data: { id: site.id, actorId },
    });
    return updated;
  });
}
