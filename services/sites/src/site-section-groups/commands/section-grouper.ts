import { notFound } from '@quire/shared';
import { SECTION_GROUP_NOT_FOUND, SECTION_NOT_FOUND } from '../../access/load';
import type { PrismaClient } from '../../db';
import type { SiteSection, SiteSectionGroup } from '../../generated/prisma/client';
import { lockSite } from '../../lib/locks';
import { recordSectionMoved } from '../../lib/moves';
import { keysAfter, positionAtEnd } from '../../lib/positions';

/**
 * Moves a section to the end of a group, from the root or from another group (or leaves it
 * where it is when it is already in that group). Both are read again under the site's lock.
 */
export async function sectionGrouper(db: PrismaClient, group: SiteSectionGroup, section: SiteSection, organizationId: string, actorId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockSite(tx, group.siteId);
    if (!(await tx.siteSectionGroup.findUnique({ where: { id: group.id }, select: { id: true } }))) throw notFound(SECTION_GROUP_NOT_FOUND);
    const current = await tx.siteSection.findUnique({ where: { id: section.id } });
    if (!current) throw notFound(SECTION_NOT_FOUND);
    if (current.sectionGroupId === group.id) return;
    const position = await positionAtEnd(tx, { kind: 'level', siteId: group.siteId, groupId: group.id });
    const moved = await tx.siteSection.update({ where: { id: section.id }, data: { sectionGroupId: group.id, position } });
    await recordSectionMoved(tx, moved, organizationId, actorId);
  });
}

/**
 * Takes a section out of a group: it goes to the group's parent (or the root), right after
 * the group. False when the section was not in the group.
 */
export async function sectionUngrouper(db: PrismaClient, group: SiteSectionGroup, section: SiteSection, organizationId: string, actorId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, group.siteId);
    const current = await tx.siteSection.findUnique({ where: { id: section.id } });
    const currentGroup = await tx.siteSectionGroup.findUnique({ where: { id: group.id } });
    if (!current || !currentGroup || current.sectionGroupId !== group.id) return false;
    const [position] = await keysAfter(tx, { siteId: group.siteId, groupId: currentGroup.parentId }, group.id, 1);
    const moved = await tx.siteSection.update({ where: { id: section.id }, data: { sectionGroupId: currentGroup.parentId, position } });
    await recordSectionMoved(tx, moved, organizationId, actorId);
    return true;
  });
}
