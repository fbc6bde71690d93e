import { invalidArgument, newId } from '@quire/shared';
import { generateNKeysBetween } from 'fractional-indexing';
import type { PrismaClient } from '../../db';
import type { Site, SiteSectionGroup } from '../../generated/prisma/client';
import { recordEvent, recordEvents } from '../../lib/events';
import { lockSite } from '../../lib/locks';
import { positionAtEnd } from '../../lib/positions';
import { MAX_SECTION_GROUPS } from '../../lib/structure';

export type SectionGroupAddition = {
  site: Site;
  title: string;
  icon: string | null;
  /** Sections of the site moved into the group, in this order (distinct ids). */
  sectionIds: string[];
  /** A group of the site to nest it in; null: the root. */
  parentId: string | null;
  actorId: string;
};

/**
 * Adds a group at the end of its parent (or of the root) and moves `sectionIds` into it, in
 * order. The site must have sections (a site without sections shows root site spaces, where
 * groups have no place), at most MAX_SECTION_GROUPS groups, and every id must be of this site:
 * all checked under the site's lock, so concurrent additions cannot pass the limit together.
 */
export async function sectionGroupAdder(db: PrismaClient, input: SectionGroupAddition): Promise<SiteSectionGroup> {
  const { site } = input;
  return db.$transaction(async (tx) => {
    await lockSite(tx, site.id);
    if ((await tx.siteSection.count({ where: { siteId: site.id } })) === 0) {
      throw invalidArgument('The site has no sections: add a section before grouping sections');
    }
    if ((await tx.siteSectionGroup.count({ where: { siteId: site.id } })) >= MAX_SECTION_GROUPS) {
      throw invalidArgument(`A site has at most ${MAX_SECTION_GROUPS} section groups`);
    }
    if (input.parentId !== null && !(await tx.siteSectionGroup.findFirst({ where: { id: input.parentId, siteId: site.id }, select: { id: true } }))) {
      throw invalidArgument(`parent: no site section group ${input.parentId} in this site`);
    }
    const found = await tx.siteSection.findMany({ where: { siteId: site.id, id: { in: input.sectionIds } }, select: { id: true } });
    const missing = input.sectionIds.find((id) => !found.some((section) => section.id === id));
    if (missing !== undefined) throw invalidArgument(`sections: no site section ${missing} in this site`);

    const group = await tx.siteSectionGroup.create({
      data: {
        id: newId(),
        siteId: site.id,
        parentId: input.parentId,
        title: input.title,
        icon: input.icon,
        position: await positionAtEnd(tx, { kind: 'level', siteId: site.id, groupId: input.parentId }),
      },
    });
    const keys = generateNKeysBetween(null, null, input.sectionIds.length);
    for (const [index, id] of input.sectionIds.entries()) {
      await tx.siteSection.update({ where: { id }, data: { sectionGroupId: group.id, position: keys[index] } });
    }
    const organizationId = site.organizationId;
    await recordEvent(tx, 'site-section-group', 'created', {
      aggregateId: group.id,
      organizationId,
      data: { id: group.id, siteId: site.id, parentId: group.parentId, actorId: input.actorId },
    });
    await recordEvents(
      tx,
      'site-section',
      'moved',
      input.sectionIds.map((id) => ({ aggregateId: id, organizationId, data: { id, siteId: site.id, sectionGroupId: group.id, actorId: input.actorId } })),
    );
    return group;
  });
}
