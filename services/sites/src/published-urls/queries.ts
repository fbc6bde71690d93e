import type { Db } from '../db';
import type { Site, SiteSection, SiteSpace } from '../generated/prisma/client';

/** The organization's site a URL names by basename or id (a basename wins over another site's id). */
export async function siteNamed(db: Db, organizationId: string, name: string): Promise<Site | undefined> {
  const sites = await db.site.findMany({ where: { organizationId, OR: [{ basename: name }, { id: name }] } });
  return sites.find((site) => site.basename === name) ?? sites.find((site) => site.id === name);
}

/** A site's sections and site spaces: two queries. */
export async function structureOf(db: Db, siteId: string): Promise<{ sections: SiteSection[]; siteSpaces: SiteSpace[] }> {
  const [sections, siteSpaces] = await Promise.all([db.siteSection.findMany({ where: { siteId } }), db.siteSpace.findMany({ where: { siteId } })]);
  return { sections, siteSpaces };
}

/** The site's default site space (the default of its default section, or of its root) with its section. */
export async function defaultSiteSpace(db: Db, siteId: string): Promise<(SiteSpace & { section: SiteSection | null }) | null> {
  return db.siteSpace.findFirst({
    where: { siteId, isDefault: true, OR: [{ sectionId: null }, { section: { isDefault: true } }] },
    include: { section: true },
  });
}

/** A site space of the site, with its section. */
export async function siteSpaceWithSection(db: Db, siteId: string, siteSpaceId: string): Promise<(SiteSpace & { section: SiteSection | null }) | null> {
  return db.siteSpace.findFirst({ where: { id: siteSpaceId, siteId }, include: { section: true } });
}

/** Which of `siteIds` are sites of the organization (primary key lookups). */
export async function existingSiteIds(db: Db, organizationId: string, siteIds: string[]): Promise<string[]> {
  const rows = await db.site.findMany({ where: { organizationId, id: { in: siteIds } }, select: { id: true } });
  return rows.map((row) => row.id);
}

/** Whether the site space still belongs to the site and publishes `spaceId`. */
export async function siteSpacePublishing(db: Db, siteId: string, siteSpaceId: string, spaceId: string): Promise<boolean> {
  return (await db.siteSpace.count({ where: { id: siteSpaceId, siteId, spaceId } })) > 0;
}
