import type { PrismaClient } from '../../db';
import type { SiteSectionGroup } from '../../generated/prisma/client';
import { recordEvent, recordEvents } from '../../lib/events';
import { lockSite } from '../../lib/locks';
import { keysAfter, siblingsOf } from '../../lib/positions';

/**
 * Deletes a group: what it holds (sections and subgroups, in order) takes its place among
 * its parent's children (or the root's). False when it no longer exists.
 */
export async function sectionGroupDeleter(db: PrismaClient, loaded: SiteSectionGroup, organizationId: string, actorId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, loaded.siteId);
    const group = await tx.siteSectionGroup.findUnique({ where: { id: loaded.id } });
    if (!group) return false;
    const level = { siteId: group.siteId, groupId: group.parentId };
    const children = await siblingsOf(tx, { kind: 'level', siteId: group.siteId, groupId: group.id });
    const [sectionRows, groupRows] = await Promise.all([
      tx.siteSection.findMany({ where: { sectionGroupId: group.id }, select: { id: true } }),
      tx.siteSectionGroup.findMany({ where: { parentId: group.id }, select: { id: true } }),
    ]);
    const sectionIds = new Set(sectionRows.map((row) => row.id));
    const keys = children.length > 0 ? await keysAfter(tx, level, group.id, children.length) : [];
    for (const [index, child] of children.entries()) {
      if (sectionIds.has(child.id)) await tx.siteSection.update({ where: { id: child.id }, data: { sectionGroupId: group.parentId, position: keys[index] } });
      else await tx.siteSectionGroup.update({ where: { id: child.id }, data: { parentId: group.parentId, position: keys[index] } });
    }
    await tx.siteSectionGroup.delete({ where: { id: group.id } });
    const event = (id: string, data: Record<string, unknown>) => ({ aggregateId: id, organizationId, data: { id, siteId: group.siteId, ...data, actorId } });
    await recordEvents(tx, 'site-section', 'moved', sectionRows.map((row) => event(row.id, { sectionGroupId: group.parentId })));
    await recordEvents(tx, 'site-section-group', 'moved', groupRows.map((row) => event(row.id, { parentId: group.parentId })));
    await recordEvent(tx, 'site-section-group', 'deleted', event(group.id, {}));
    return true;
  });
}
