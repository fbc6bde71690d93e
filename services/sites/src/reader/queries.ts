import type { Db } from '../db';
import type { Site, SiteSection, SiteSectionGroup, SiteSpace } from '../generated/prisma/client';

/** The organization's site whose basename, else id, is `name` (published or not: the caller decides). */
export async function siteNamed(db: Db, organizationId: string, name: string): Promise<Site | null> {
  const sites = await db.site.findMany({ where: { organizationId, OR: [{ basename: name }, { id: name }] }, take: 2 });
  // A basename wins over an id that happens to spell it, as published URLs are built.
  return sites.find((site) => site.basename === name) ?? sites[0] ?? null;
}

/**
 * A site's structure for the reader in three queries: sections and groups by position (the
 * reader nests them), site spaces by section then position.
 */
export async function readerStructure(db: Db, siteId: string): Promise<{ sections: SiteSection[]; groups: SiteSectionGroup[]; siteSpaces: SiteSpace[] }> {
  const [sections, groups, siteSpaces] = await Promise.all([
    db.siteSection.findMany({ where: { siteId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
    db.siteSectionGroup.findMany({ where: { siteId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
    db.siteSpace.findMany({ where: { siteId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
  ]);
  const sectionOrder = new Map(sections.map((section, index) => [section.id, index]));
  siteSpaces.sort((a, b) => (a.sectionId === null ? -1 : (sectionOrder.get(a.sectionId) ?? 0)) - (b.sectionId === null ? -1 : (sectionOrder.get(b.sectionId) ?? 0)));
  return { sections, groups, siteSpaces };
}
