import { newId } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { Site, SiteSection } from '../../generated/prisma/client';
import { recordEvent, recordEvents } from '../../lib/events';
import { lockSite } from '../../lib/locks';
import { positionAtEnd } from '../../lib/positions';
import { slugify, uniquePath } from '../../lib/slug';

export type SectionAddition = {
  site: Site;
  title: string;
  icon: string | null;
  space: { id: string; title: string };
  actorId: string;
};

/**
 * Adds a section holding one site space for `space`. The site's first section also takes
 * the site spaces that were at the root (keeping their order and default): a site has
 * either root site spaces or sections, never both.
 */
export async function sectionAdder(db: PrismaClient, input: SectionAddition): Promise<SiteSection> {
  const { site } = input;
  return db.$transaction(async (tx) => {
    await lockSite(tx, site.id);
    const existing = await tx.siteSection.findMany({ where: { siteId: site.id }, select: { path: true } });
    const section = await tx.siteSection.create({
      data: {
        id: newId(),
        siteId: site.id,
        title: input.title,
        path: uniquePath(slugify(input.title, 'section'), new Set(existing.map((s) => s.path))),
        icon: input.icon,
        position: await positionAtEnd(tx, { kind: 'level', siteId: site.id, groupId: null }),
        isDefault: existing.length === 0,
      },
    });
    let adopted: { id: string; path: string }[] = [];
    if (existing.length === 0) {
      adopted = await tx.siteSpace.findMany({ where: { siteId: site.id, sectionId: null }, select: { id: true, path: true } });
      await tx.siteSpace.updateMany({ where: { siteId: site.id, sectionId: null }, data: { sectionId: section.id } });
    }
    const siteSpace = await tx.siteSpace.create({
      data: {
        id: newId(),
        siteId: site.id,
        organizationId: site.organizationId,
        sectionId: section.id,
        spaceId: input.space.id,
        path: uniquePath(slugify(input.space.title), new Set(adopted.map((s) => s.path))),
        position: await positionAtEnd(tx, { kind: 'site-space', siteId: site.id, sectionId: section.id }),
        isDefault: adopted.length === 0,
      },
    });
    const organizationId = site.organizationId;
    await recordEvent(tx, 'site-section', 'created', {
      aggregateId: section.id,
      organizationId,
      data: { id: section.id, siteId: site.id, title: section.title, actorId: input.actorId },
    });
    await recordEvents(
      tx,
      'site-space',
      'moved',
      adopted.map((row) => ({ aggregateId: row.id, organizationId, data: { id: row.id, siteId: site.id, sectionId: section.id, actorId: input.actorId } })),
    );
    await recordEvent(tx, 'site-space', 'created', {
      aggregateId: siteSpace.id,
      organizationId,
      data: { id: siteSpace.id, siteId: site.id, sectionId: section.id, spaceId: siteSpace.spaceId, actorId: input.actorId },
    });
    return section;
  });
}
