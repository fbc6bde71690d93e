import type { Db } from '../db';

/** Live spaces directly inside each of `collectionIds` (one grouped query). */
export async function liveSpacesByCollection(db: Db, organizationId: string, collectionIds: string[]): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const groups = await db.space.groupBy({
    by: ['parentId'],
    where: { organizationId, deletedAt: null, parentId: { in: collectionIds } },
    _count: { _all: true },
  });
  return new Map(groups.flatMap((group) => (group.parentId === null ? [] : [[group.parentId, group._count._all] as const])));
}

export const sumOver = (counts: ReadonlyMap<string, number>, collectionIds: readonly string[]): number =>
  collectionIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
