import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { gitWorkerV1 } from '@quire/proto';

/**
 * The `embed_cache` table (prisma/schema.prisma) in the worker's own database: shared by every
 * replica and kept across restarts, so a URL embedded on many pages is fetched once per TTL
 * whichever replica is asked. Bounded by `expires_at` and by a most-entries trim after each write.
 */

export type CachedEmbed = gitWorkerV1.ResolveEmbedResponse;

type Queryable = Pick<pg.Pool, 'query'>;

/** Keyed by the URL's SHA-256: URLs are up to 2048 characters, the key stays small. */
const keyOf = (url: string) => createHash('sha256').update(url).digest('hex');

export async function readCachedEmbed(db: Queryable, url: string): Promise<CachedEmbed | undefined> {
  const { rows } = await db.query<{ embed: CachedEmbed }>(`SELECT embed FROM embed_cache WHERE url_hash = $1 AND expires_at > now()`, [keyOf(url)]);
  return rows[0]?.embed;
}

export async function writeCachedEmbed(db: Queryable, url: string, embed: CachedEmbed, ttlMs: number, maxEntries: number): Promise<void> {
  await db.query(
    `INSERT INTO embed_cache (url_hash, url, embed, resolved, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000))
     ON CONFLICT (url_hash) DO UPDATE SET url = EXCLUDED.url, embed = EXCLUDED.embed, resolved = EXCLUDED.resolved,
       expires_at = EXCLUDED.expires_at, created_at = now()`,
    [keyOf(url), url, JSON.stringify(embed), embed.resolved, ttlMs],
  );
  await pruneEmbedCache(db, maxEntries);
}

/** Drops expired entries, then the oldest beyond `maxEntries` (both through their index). */
export async function pruneEmbedCache(db: Queryable, maxEntries: number): Promise<void> {
  await db.query(`DELETE FROM embed_cache WHERE expires_at <= now()`);
  await db.query(
    `DELETE FROM embed_cache WHERE url_hash IN (SELECT url_hash FROM embed_cache ORDER BY created_at DESC, url_hash OFFSET $1)`,
    [maxEntries],
  );
}
