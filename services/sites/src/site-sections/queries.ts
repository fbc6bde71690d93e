import { decodeCursor, encodeCursor, type Page } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { SiteSection, SiteSpace } from '../generated/prisma/client';
import { compareStructureKeys, readStructureKey, sectionsInOrder, STRUCTURE_KEY_PATTERN, structureTree, writeStructureKey } from '../lib/structure';

// The cursor is the last section's place in structure order (lib/structure.ts).
const ZSectionCursor = z.object({ k: z.string().max(4000).regex(STRUCTURE_KEY_PATTERN) });

/**
 * Sections of a site in structure order (depth first: a group's sections where the group is),
 * keyset-paginated on their place. The site's sections and groups are read (two queries) and
 * ordered in memory: a site's structure is small, and a page after the cursor costs what the
 * first costs. Without groups, the order is the sections' (position, id).
 */
export async function listSectionsPage(db: Db, siteId: string, page: string | undefined, limit: number): Promise<Page<SiteSection>> {
  const after = decodeCursor(page, ZSectionCursor);
  const [sections, groups] = await Promise.all([
    db.siteSection.findMany({ where: { siteId } }),
    db.siteSectionGroup.findMany({ where: { siteId } }),
  ]);
  const placed = sectionsInOrder(structureTree(sections, groups));
  const afterKey = after && readStructureKey(after.k);
  const rest = afterKey ? placed.filter(({ key }) => compareStructureKeys(key, afterKey) > 0) : placed;
  const items = rest.slice(0, limit);
  return {
    items: items.map(({ section }) => section),
    next: rest.length > limit ? { page: encodeCursor({ k: writeStructureKey(items.at(-1)!.key) }) } : undefined,
    count: placed.length,
  };
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
