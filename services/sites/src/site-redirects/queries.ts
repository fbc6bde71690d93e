import { decodeCursor, keysetAfter, keysetPage, type Page } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { Prisma, SiteRedirect } from '../generated/prisma/client';

/** The most redirects one site holds (checked when one is created, inside its transaction). */
export const MAX_SITE_REDIRECTS = 1000;

const ZRedirectCursor = z.object({ source: z.string() });

/** LIKE wildcards taken literally (sources hold '%' and '_'). */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A site's redirects by source (byte order), keyset-paginated on the source (unique in the
 * site: the (site_id, source) index serves order and cursor). `search`: a case-insensitive
 * "contains" on the source (ILIKE, served by the source's trigram index).
 */
export async function listRedirectsPage(db: Db, siteId: string, search: string | undefined, page: string | undefined, limit: number): Promise<Page<SiteRedirect>> {
  const after = decodeCursor(page, ZRedirectCursor);
  const where: Prisma.SiteRedirectWhereInput = { siteId, ...(search && { source: { contains: escapeLike(search), mode: 'insensitive' } }) };
  const [rows, count] = await Promise.all([
    db.siteRedirect.findMany({
      // AND: the search and the cursor both constrain `source`.
      where: { AND: [where, keysetAfter(after, [['source', 'asc']])] },
      orderBy: [{ source: 'asc' }],
      take: limit + 1,
    }),
    db.siteRedirect.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ source: row.source }), count);
}

/** Every redirect of a site by source (at most MAX_SITE_REDIRECTS). */
export async function allRedirects(db: Db, siteId: string): Promise<SiteRedirect[]> {
  return db.siteRedirect.findMany({ where: { siteId }, orderBy: [{ source: 'asc' }] });
}

export async function findRedirect(db: Db, siteId: string, redirectId: string): Promise<SiteRedirect | null> {
  return db.siteRedirect.findFirst({ where: { id: redirectId, siteId } });
}

/** The redirect of a normalized source. */
export async function findRedirectBySource(db: Db, siteId: string, source: string): Promise<SiteRedirect | null> {
  return db.siteRedirect.findUnique({ where: { siteId_source: { siteId, source } } });
}
