import type { Db } from '../db';
import { sha256 } from './hashing';

/** Page markdown, stored once per distinct text. */

export const bodyHashOf = (markdown: string): string => sha256(markdown);

/** Stores the bodies that are not stored yet (the hash is the key: an existing row is the same text). */
export async function putBodies(db: Db, bodies: ReadonlyMap<string, string>): Promise<void> {
  if (bodies.size === 0) return;
  await db.pageBody.createMany({
    data: [...bodies].map(([hash, markdown]) => ({ hash, markdown })),
    skipDuplicates: true,
  });
}

/** The markdown of each hash, in one query; missing hashes are absent from the map. */
export async function getBodies(db: Db, hashes: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(hashes)];
  if (wanted.length === 0) return new Map();
  const rows = await db.pageBody.findMany({ where: { hash: { in: wanted } }, select: { hash: true, markdown: true } });
  return new Map(rows.map((row) => [row.hash, row.markdown]));
}
