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
