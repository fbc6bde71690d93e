import { notFound } from '@quire/shared';
import { SECTION_GROUP_NOT_FOUND } from '../../access/load';
import type { PrismaClient } from '../../db';
import type { SiteSectionGroup } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';

export type SectionGroupChanges = {
  title?: string;
  /** null removes. */
  icon?: string | null;
};

/** Renames a group and/or sets its icon; a patch that changes nothing records no event. */
export async function sectionGroupUpdater(
  db: PrismaClient,
  group: SiteSectionGroup,
  organizationId: string,
  changes: SectionGroupChanges,
  actorId: string,
): Promise<SiteSectionGroup> {
  const fields = (Object.keys(changes) as (keyof SectionGroupChanges)[]).filter((key) => changes[key] !== undefined && changes[key] !== group[key]);
  if (fields.length === 0) return group;
  return db.$transaction(async (tx) => {
    // A group deleted since it was loaded is not found.
    const { count } = await tx.siteSectionGroup.updateMany({ where: { id: group.id }, data: { title: changes.title, icon: changes.icon } });
    if (count === 0) throw notFound(SECTION_GROUP_NOT_FOUND);
    const updated = await tx.siteSectionGroup.findUniqueOrThrow({ where: { id: group.id } });
    await recordEvent(tx, 'site-section-group', 'updated', {
      aggregateId: group.id,
      organizationId,
      data: { id: group.id, siteId: group.siteId, fields, actorId },
    });
    return updated;
  });
}
