import { newId } from '@quire/shared';
import { generateNKeysBetween } from 'fractional-indexing';
import type { PrismaClient } from '../../db';
import type { Site, SiteType, SiteVisibility } from '../../generated/prisma/client';
import { recordEvent, recordEvents } from '../../lib/events';
import { newShareKey } from '../../lib/share-keys';
import { slugify, uniquePath } from '../../lib/slug';

export type SiteCreation = {
  organizationId: string;
  type: SiteType;
  title: string;
  visibility: SiteVisibility;
  /** Root site spaces, in order, with the titles their paths are made from. */
  spaces: { id: string; title: string }[];
  actorId: string;
};

/** Creates the site and its root site spaces (the first is the default), with their events. */
export async function siteCreator(db: PrismaClient, input: SiteCreation): Promise<Site> {
  return db.$transaction(async (tx) => {
    const site = await tx.site.create({
      data: {
        id: newId(),
        organizationId: input.organizationId,
        type: input.type,
        title: input.title,
        visibility: input.visibility,
        shareKey: newShareKey(),
      },
    });
    const positions = generateNKeysBetween(null, null, input.spaces.length);
    const taken = new Set<string>();
    const rows = input.spaces.map((space, index) => {
      const path = uniquePath(slugify(space.title), taken);
      taken.add(path);
      return {
        id: newId(),
        siteId: site.id,
        organizationId: input.organizationId,
        sectionId: null,
        spaceId: space.id,
        path,
        position: positions[index],
        isDefault: index === 0,
      };
    });
    if (rows.length > 0) await tx.siteSpace.createMany({ data: rows });
    await recordEvent(tx, 'site', 'created', {
      aggregateId: site.id,
      organizationId: site.organizationId,
      data: { id: site.id, title: site.title, type: site.type, visibility: site.visibility, actorId: input.actorId },
    });
    await recordEvents(
      tx,
      'site-space',
      'created',
      rows.map((row) => ({
        aggregateId: row.id,
        organizationId: input.organizationId,
        data: { id: row.id, siteId: site.id, sectionId: null, spaceId: row.spaceId, actorId: input.actorId },
      })),
    );
    return site;
  });
}
