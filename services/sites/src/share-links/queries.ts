import { timingSafeEqual } from 'node:crypto';
import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { SiteShareLink } from '../generated/prisma/client';

const ZShareLinkCursor = z.object({ createdAt: z.string().datetime(), id: z.string() });

/** A site's share links by creation time (oldest first), keyset-paginated on (site_id, created_at, id). */
export async function listShareLinksPage(db: Db, siteId: string, page: string | undefined, limit: number): Promise<Page<SiteShareLink>> {
  const after = decodeCursor(page, ZShareLinkCursor);
  const [rows, count] = await Promise.all([
    db.siteShareLink.findMany({
      where: {
        siteId,
        ...keysetAfter(after, [['createdAt', 'asc', toDate], ['id', 'asc']]),
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
    }),
    db.siteShareLink.count({ where: { siteId } }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

export async function findShareLink(db: Db, siteId: string, shareLinkId: string): Promise<SiteShareLink | null> {
  return db.siteShareLink.findFirst({ where: { id: shareLinkId, siteId } });
}

/**
 * Whether an active share link of the site has the key whose sha256 is `digest`: found through
 * the unique digest index, then compared in constant time. A deactivated or deleted link's
 * key opens nothing, and neither does another site's.
 */
export async function activeShareLinkHasKey(db: Db, siteId: string, digest: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const link = await db.siteShareLink.findUnique({ where: { keyDigest: digest }, select: { siteId: true, active: true, keyDigest: true } });
  if (!link || link.siteId !== siteId || !link.active) return false;
  return link.keyDigest.length === digest.length && timingSafeEqual(link.keyDigest, digest);
}
