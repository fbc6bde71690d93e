import { notFound } from '@quire/shared';
import type { Snapshot } from '../content-tree/entries';
import type { Db } from '../db';
import type { KnownBlob } from './import-plan';

export type SourceSpace = { id: string; organizationId: string; revisionId: string };

/**
 * A live space of the organization. Another organization's space, a space in the trash and an
 * unknown id are all NOT_FOUND: the worker acts for one organization at a time.
 */
export async function findSourceSpace(db: Db, organizationId: string, spaceId: string): Promise<SourceSpace> {
  const space = await db.space.findFirst({
    where: { id: spaceId, organizationId, deletedAt: null },
    select: { id: true, organizationId: true, revisionId: true },
  });
  if (!space) throw notFound('Space not found');
  return space;
}

/**
 * The blobs among `hashes` a write into the space may name: those put for the space
 * (PutFileBlob), and those a file of `base` already has (a re-import of unchanged bytes).
 */
export async function knownBlobs(db: Db, spaceId: string, hashes: readonly string[], base: Snapshot): Promise<Map<string, KnownBlob>> {
  const known = new Map<string, KnownBlob>();
  if (hashes.length === 0) return known;
  const wanted = new Set(hashes);
  const rows = await db.sourceBlob.findMany({
    where: { spaceId, sha256: { in: [...wanted] } },
    select: { sha256: true, size: true, width: true, height: true },
  });
  for (const row of rows) known.set(row.sha256, { size: row.size, width: row.width ?? undefined, height: row.height ?? undefined });
  for (const file of base.files.values()) {
    if (wanted.has(file.blobHash) && !known.has(file.blobHash)) known.set(file.blobHash, { size: file.size, width: file.width, height: file.height });
  }
  return known;
}
