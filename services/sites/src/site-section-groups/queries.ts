import type { Db } from '../db';
import type { SiteSectionGroup } from '../generated/prisma/client';

/** Every section group of a site (a site's structure is small: at most MAX_SECTION_GROUPS). */
export async function allSectionGroups(db: Db, siteId: string): Promise<SiteSectionGroup[]> {
  return db.siteSectionGroup.findMany({ where: { siteId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

export async function findSectionGroup(db: Db, siteId: string, groupId: string): Promise<SiteSectionGroup | null> {
  return db.siteSectionGroup.findFirst({ where: { id: groupId, siteId } });
}

/** The most sections addSectionGroupToSite moves into a new group at once. */
export const MAX_GROUP_SECTIONS = 100;
