import type { Db } from '../db';
import type { SiteSection, SiteSpace } from '../generated/prisma/client';

/** The organization's published sites named (by basename or id) in `names`. */
export async function publishedSitesNamed(db: Db, organizationId: string, names: string[]): Promise<{ id: string; basename: string | null }[]> {
  return db.site.findMany({
    where: { organizationId, published: true, OR: [{ basename: { in: names } }, { id: { in: names } }] },
    select: { id: true, basename: true },
  });
}

/** Every section and site space of these sites: two queries whatever their number. */
export async function structuresOf(db: Db, siteIds: string[]): Promise<{ sections: SiteSection[]; siteSpaces: SiteSpace[] }> {
  const [sections, siteSpaces] = await Promise.all([
    db.siteSection.findMany({ where: { siteId: { in: siteIds } } }),
    db.siteSpace.findMany({ where: { siteId: { in: siteIds } } }),
  ]);
  return { sections, siteSpaces };
}
