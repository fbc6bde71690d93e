import { z } from 'zod';
import { decodeCursor, keysetPage, type Page } from '@quire/shared';
import type { Db, Prisma } from '../db';

export const collectionSelect = {
  id: true,
  organizationId: true,
  parentId: true,
  title: true,
  description: true,
  defaultLevel: true,
  position: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.CollectionSelect;

export type CollectionRow = Prisma.CollectionGetPayload<{ select: typeof collectionSelect }>;

export function findCollection(db: Db, collectionId: string): Promise<CollectionRow | null> {
  return db.collection.findUnique({ where: { id: collectionId }, select: collectionSelect });
}

const ZPositionKey = z.object({ position: z.string(), id: z.string() });
const ZCreatedKey = z.object({ createdAt: z.iso.datetime(), id: z.string() });

/**
 * One keyset page of collections matching `where`: top-level ones in sibling order, or all of
 * an organization's (every level) in creation order.
 */
export async function listCollectionsPage(
  db: Db,
  { where, order, page, limit }: { where: Prisma.CollectionWhereInput; order: 'position' | 'createdAt'; page?: string; limit: number },
): Promise<Page<CollectionRow>> {
  if (order === 'position') {
    const after = decodeCursor(page, ZPositionKey);
    const [rows, count] = await Promise.all([
      db.collection.findMany({
        where: after
          ? { AND: [where, { OR: [{ position: { gt: after.position } }, { position: after.position, id: { gt: after.id } }] }] }
          : where,
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        take: limit + 1,
        select: collectionSelect,
      }),
      db.collection.count({ where }),
    ]);
    return keysetPage(rows, limit, (row) => ({ position: row.position, id: row.id }), count);
  }
  const after = decodeCursor(page, ZCreatedKey);
  const [rows, count] = await Promise.all([
    db.collection.findMany({
      where: after
        ? {
            AND: [
              where,
              {
                OR: [
                  { createdAt: { gt: new Date(after.createdAt) } },
                  { createdAt: new Date(after.createdAt), id: { gt: after.id } },
                ],
              },
            ],
          }
        : where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
      select: collectionSelect,
    }),
    db.collection.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}
