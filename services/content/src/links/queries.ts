import { z } from 'zod';
import { decodeCursor, keysetPage, type Page } from '@quire/shared';
import type { Db, Prisma } from '../db';
import type { LinkStatus } from '../generated/prisma/enums';

export const linkSelect = { id: true, status: true, relation: true, target: true, locations: true } as const satisfies Prisma.LinkSelect;
export type LinkRow = Prisma.LinkGetPayload<{ select: typeof linkSelect }>;

const ZLinkKey = z.object({ id: z.string() });

export type LinkStats = { total: number; broken: number };

/** One keyset page of a space's links (optionally of one status), with the space's link stats. */
export async function listLinksPage(
  db: Db,
  { spaceId, status, page, limit }: { spaceId: string; status?: LinkStatus; page?: string; limit: number },
): Promise<Page<LinkRow> & { stats: LinkStats }> {
  const after = decodeCursor(page, ZLinkKey);
  const where: Prisma.LinkWhereInput = { spaceId, ...(status && { status }) };
  const [rows, count, total, broken] = await Promise.all([
    db.link.findMany({
      where: { ...where, ...(after && { id: { gt: after.id } }) },
      orderBy: { id: 'asc' },
      take: limit + 1,
      select: linkSelect,
    }),
    db.link.count({ where }),
    db.link.count({ where: { spaceId } }),
    db.link.count({ where: { spaceId, status: 'broken' } }),
  ]);
  return { ...keysetPage(rows, limit, (row) => ({ id: row.id }), count), stats: { total, broken } };
}
