import type { PrismaClient } from '../../db';
import type { Site } from '../../generated/prisma/client';
import type { AdaptiveSchema } from '../../lib/adaptive-schema';
import { recordEvent } from '../../lib/events';

/** Replaces the site's adaptive schema (checked by the caller) and records `site.updated`. */
export async function adaptiveSchemaUpdater(db: PrismaClient, site: Site, schema: AdaptiveSchema, actorId: string): Promise<Site> {
  return db.$transaction(async (tx) => {
    const updated = await tx.site.update({ where: { id: site.id }, data: { adaptiveSchema: schema as object, adaptiveSchemaUpdatedAt: new Date() } });
    await recordEvent(tx, 'site', 'updated', {
      aggregateId: site.id,
      organizationId: site.organizationId,
      data: { id: site.id, fields: ['adaptiveSchema'], actorId },
    });
    return updated;
  });
}
