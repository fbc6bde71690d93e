import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { Prisma, Site, SiteType } from '../generated/prisma/client';

export type SiteFilters = {
  organizationId: string;
  spaceId?: string;
  title?: string;
  published?: boolean;
  types?: SiteType[];
};

const ZSiteCursor = z.object({ createdAt: z.string().datetime(), id: z.string() });

function whereOf(filters: SiteFilters): Prisma.SiteWhereInput {
  return {
    organizationId: filters.organizationId,
    // Served by site_spaces (space_id, site_id): the filter reads this service's own data.
    ...(filters.spaceId !== undefined && { siteSpaces: { some: { spaceId: filters.spaceId } } }),
    // A case-insensitive "contains" over the organization's sites, which the
    // (organization_id, created_at, id) index narrows to one organization.
    ...(filters.title !== undefined && { title: { contains: filters.title, mode: 'insensitive' as const } }),
    ...(filters.published !== undefined && { published: filters.published }),
    ...(filters.types !== undefined && filters.types.length > 0 && { type: { in: filters.types } }),
  };
}

/** Sites by creation time (oldest first), keyset-paginated. */
export async function listSitesPage(db: Db, filters: SiteFilters, page: string | undefined, limit: number): Promise<Page<Site>> {
  const after = decodeCursor(page, ZSiteCursor);
  const where = whereOf(filters);
  const [rows, count] = await Promise.all([
    db.site.findMany({
      where: {
        ...where,
        ...keysetAfter(after, [['createdAt', 'asc', toDate], ['id', 'asc']]),
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
    }),
    db.site.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/** Site id -> number of site spaces, for every given site (0 included). */
export async function siteSpaceCounts(db: Db, siteIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(siteIds.map((id) => [id, 0]));
  if (siteIds.length === 0) return counts;
  const groups = await db.siteSpace.groupBy({ by: ['siteId'], where: { siteId: { in: siteIds } }, _count: { _all: true } });
  for (const group of groups) counts.set(group.siteId, group._count._all);
  return counts;
}

export async function siteSpaceCount(db: Db, siteId: string): Promise<number> {
  return db.siteSpace.count({ where: { siteId } });
}
