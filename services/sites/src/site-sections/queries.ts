import { decodeCursor, keysetAfter, keysetPage, type Page } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { SiteSection, SiteSpace } from '../generated/prisma/client';

const ZSectionCursor = z.object({ position: z.string(), id: z.string() });

/** Sections of a site in order, keyset-paginated on (position, id). */
export async function listSectionsPage(db: Db, siteId: string, page: string | undefined, limit: number): Promise<Page<SiteSection>> {
  const after = decodeCursor(page, ZSectionCursor);
  const [rows, count] = await Promise.all([
    db.siteSection.findMany({
      where: {
        siteId,
        ...keysetAfter(after, [['position', 'asc'], ['id', 'asc']]),
      },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      take: limit + 1,
    }),
    db.siteSection.count({ where: { siteId } }),
  ]);
  return keysetPage(rows, limit, (row) => ({ position: row.position, id: row.id }), count);
}

export async function allSections(db: Db, siteId: string): Promise<SiteSection[]> {
  return db.siteSection.findMany({ where: { siteId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

/** Section id -> its site spaces in order. */
export async function siteSpacesBySection(db: Db, siteId: string, sectionIds: string[]): Promise<Map<string, SiteSpace[]>> {
  const bySection = new Map<string, SiteSpace[]>(sectionIds.map((id) => [id, []]));
  if (sectionIds.length === 0) return bySection;
  const rows = await db.siteSpace.findMany({
    where: { siteId, sectionId: { in: sectionIds } },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  for (const row of rows) bySection.get(row.sectionId!)?.push(row);
  return bySection;
}

export async function findSection(db: Db, siteId: string, sectionId: string): Promise<SiteSection | null> {
  return db.siteSection.findFirst({ where: { id: sectionId, siteId } });
}
