import { newId } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { Site, SiteSpace } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { lockSite } from '../../lib/locks';
import { positionAtEnd } from '../../lib/positions';
import { slugify, uniquePath } from '../../lib/slug';

/**
 * Adds a site space at the end of `sectionId` (checked by the caller), of the default
 * section when null and the site has sections, or of the root. The first of its group is
 * the default.
 */
export async function siteSpaceAdder(
  db: PrismaClient,
  site: Site,
  input: { space: { id: string; title: string }; sectionId: string | null; actorId: string },
): Promise<SiteSpace> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, site.id);
    let sectionId = input.sectionId;
    if (sectionId === null) {
      const section =
        (await tx.siteSection.findFirst({ where: { siteId: site.id, isDefault: true }, select: { id: true } })) ??
        (await tx.siteSection.findFirst({ where: { siteId: site.id }, orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true } }));
      sectionId = section?.id ?? null;
    }
    const group = await tx.siteSpace.findMany({ where: { siteId: site.id, sectionId }, select: { path: true } });
    const siteSpace = await tx.siteSpace.create({
      data: {
        id: newId(),
        siteId: site.id,
        organizationId: site.organizationId,
        sectionId,
        spaceId: input.space.id,
        path: uniquePath(slugify(input.space.title), new Set(group.map((row) => row.path))),
        position: await positionAtEnd(tx, { kind: 'site-space', siteId: site.id, sectionId }),
        isDefault: group.length === 0,
      },
    });
    await recordEvent(tx, 'site-space', 'created', {
      aggregateId: siteSpace.id,
      organizationId: site.organizationId,
      data: { id: siteSpace.id, siteId: site.id, sectionId, spaceId: siteSpace.spaceId, actorId: input.actorId },
    });
    return siteSpace;
  });
}
