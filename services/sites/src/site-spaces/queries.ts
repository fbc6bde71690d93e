import { decodeCursor, encodeCursor, type Page } from '@quire/shared';
import { z } from 'zod';
import { Prisma, type Db } from '../db';
import type { SiteSpace } from '../generated/prisma/client';

const ZSiteSpaceCursor = z.object({ s: z.string(), p: z.string(), id: z.string() });

/**
 * A site's site spaces in site order: by their section's position ('' at the root), then
 * their own position. `isDefault` true keeps the site's default site space only (the
 * default of the default section, or of the root), false every other one.
 */
export async function listSiteSpacesPage(
  db: Db,
  siteId: string,
  filter: { isDefault?: boolean },
  page: string | undefined,
  limit: number,
): Promise<Page<SiteSpace>> {
  const after = decodeCursor(page, ZSiteSpaceCursor);
  const siteDefault = Prisma.sql`(ss.is_default AND (ss.section_id IS NULL OR sec.is_default))`;
  const where = Prisma.sql`ss.site_id = ${siteId}${
    filter.isDefault === undefined ? Prisma.empty : Prisma.sql` AND ${siteDefault} = ${filter.isDefault}`
  }`;
  const from = Prisma.sql`FROM site_spaces ss LEFT JOIN site_sections sec ON sec.id = ss.section_id`;
  const sectionKey = Prisma.sql`COALESCE(sec.position, '' COLLATE "C")`;
  const [keys, [{ count }]] = await Promise.all([
    db.$queryRaw<{ id: string; s: string; p: string }[]>(Prisma.sql`
      SELECT ss.id, ${sectionKey} AS s, ss.position AS p ${from}
      WHERE ${where}${after ? Prisma.sql` AND (${sectionKey}, ss.position, ss.id) > (${after.s}, ${after.p}, ${after.id})` : Prisma.empty}
      ORDER BY ${sectionKey}, ss.position, ss.id
      LIMIT ${limit + 1}`),
    db.$queryRaw<{ count: number }[]>(Prisma.sql`SELECT count(*)::int AS count ${from} WHERE ${where}`),
  ]);
  const kept = keys.slice(0, limit);
  const rows = await db.siteSpace.findMany({ where: { id: { in: kept.map((key) => key.id) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = kept.map((key) => byId.get(key.id)).filter((row): row is SiteSpace => row !== undefined);
  const last = kept.at(-1);
  return {
    items,
    next: keys.length > limit && last ? { page: encodeCursor({ s: last.s, p: last.p, id: last.id }) } : undefined,
    count,
  };
}

export async function findSiteSpace(db: Db, siteId: string, siteSpaceId: string): Promise<SiteSpace | null> {
  return db.siteSpace.findFirst({ where: { id: siteSpaceId, siteId } });
}

/** Every site space of a site, in position order (the published view filters them itself). */
export async function allSiteSpaces(db: Db, siteId: string): Promise<SiteSpace[]> {
  return db.siteSpace.findMany({ where: { siteId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

/** The path of one section, for one site space's published URL. */
export async function sectionPath(db: Db, sectionId: string): Promise<string | undefined> {
  const section = await db.siteSection.findUnique({ where: { id: sectionId }, select: { path: true } });
  return section?.path;
}

/** Section id -> path, for the site spaces' published URLs. */
export async function sectionPaths(db: Db, siteId: string): Promise<Map<string, string>> {
  const sections = await db.siteSection.findMany({ where: { siteId }, select: { id: true, path: true } });
  return new Map(sections.map((section) => [section.id, section.path]));
}
