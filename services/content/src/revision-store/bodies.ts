import type { Db } from '../db';
import { bodyCache } from './caches';
import { sha256 } from './hashing';

/** Page markdown, stored once per distinct text. */

export const bodyHashOf = (markdown: string): string => sha256(markdown);

/**
 * Stores the bodies that are not stored yet (the hash is the key: an existing row is the same
 * text). In hash order: a transaction inserting a hash another one inserted and has not
 * committed waits for it, so two writes storing the same bodies in different orders would
 * deadlock (lib/space-lock.ts, step 5).
 */
export async function putBodies(db: Db, bodies: ReadonlyMap<string, string>): Promise<void> {
  if (bodies.size === 0) return;
  await db.pageBody.createMany({
    data: [...bodies].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([hash, markdown]) => ({ hash, markdown })),
    skipDuplicates: true,
  });
}

/** The markdown of each hash, in one query; missing hashes are absent from the map. */
export async function getBodies(db: Db, hashes: Iterable<string>): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const hash of new Set(hashes)) {
    const cached = bodyCache.get(hash);
    if (cached !== undefined) found.set(hash, cached);
    else missing.push(hash);
  }
  if (missing.length === 0) return found;
  const rows = await db.pageBody.findMany({ where: { hash: { in: missing } }, select: { hash: true, markdown: true } });
  for (const row of rows) {
    bodyCache.set(row.hash, row.markdown);
    found.set(row.hash, row.markdown);
  }
  return found;
}
