import { z } from 'zod';
import { decodeCursor, keysetPage, type Page } from '@quire/shared';
import type { Db, Prisma } from '../db';

export const spaceSelect = {
  id: true,
  organizationId: true,
  parentId: true,
  title: true,
  emoji: true,
  iconUrl: true,
  visibility: true,
  editMode: true,
  defaultLevel: true,
  language: true,
  mergeRules: true,
  revisionId: true,
  position: true,
  createdAt: true,
  updatedAt: true,
  deletedAt: true,
} as const satisfies Prisma.SpaceSelect;

export type SpaceRow = Prisma.SpaceGetPayload<{ select: typeof spaceSelect }>;

export type SpaceCounts = { comments: number; changeRequests: number; changeRequestsOpen: number; changeRequestsDraft: number };

export const NO_COUNTS: SpaceCounts = { comments: 0, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 };

/** A space by id, deleted or not. */
export function findSpace(db: Db, spaceId: string): Promise<SpaceRow | null> {
  return db.space.findUnique({ where: { id: spaceId }, select: spaceSelect });
}

/** Comment and change request counts of a page of spaces: two grouped queries, whatever the page size. */
export async function loadSpaceCounts(db: Db, spaceIds: string[]): Promise<Map<string, SpaceCounts>> {
  const counts = new Map<string, SpaceCounts>(spaceIds.map((id) => [id, { ...NO_COUNTS }]));
  if (spaceIds.length === 0) return counts;
  const [changeRequests, openComments] = await Promise.all([
    db.changeRequest.groupBy({ by: ['spaceId', 'status'], where: { spaceId: { in: spaceIds } }, _count: { _all: true } }),
    db.comment.groupBy({ by: ['spaceId'], where: { spaceId: { in: spaceIds }, status: 'open' }, _count: { _all: true } }),
  ]);
  for (const group of changeRequests) {
    const entry = counts.get(group.spaceId);
    if (!entry) continue;
    entry.changeRequests += group._count._all;
    if (group.status === 'open') entry.changeRequestsOpen += group._count._all;
    if (group.status === 'draft') entry.changeRequestsDraft += group._count._all;
  }
  for (const group of openComments) {
    const entry = counts.get(group.spaceId);
    if (entry) entry.comments = group._count._all;
  }
  return counts;
}

const ZPositionKey = z.object({ position: z.string(), id: z.string() });
const ZCreatedKey = z.object({ createdAt: z.iso.datetime(), id: z.string() });

export type SpaceOrder = { by: 'position' } | { by: 'createdAt'; direction: 'asc' | 'desc' };

/**
 * One keyset page of non-deleted spaces matching `where`, ordered by sibling position (inside
 * a collection) or by creation time (organization-wide lists); `count` is the total.
 */
export async function listSpacesPage(
  db: Db,
  { where, order, page, limit }: { where: Prisma.SpaceWhereInput; order: SpaceOrder; page?: string; limit: number },
): Promise<Page<SpaceRow>> {
  const filters: Prisma.SpaceWhereInput = { ...where, deletedAt: null };
  if (order.by === 'position') {
    const after = decodeCursor(page, ZPositionKey);
    const [rows, count] = await Promise.all([
      db.space.findMany({
        where: after
          ? { AND: [filters, { OR: [{ position: { gt: after.position } }, { position: after.position, id: { gt: after.id } }] }] }
          : filters,
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        take: limit + 1,
        select: spaceSelect,
      }),
      db.space.count({ where: filters }),
    ]);
    return keysetPage(rows, limit, (row) => ({ position: row.position, id: row.id }), count);
  }
  const after = decodeCursor(page, ZCreatedKey);
  const cmp = order.direction === 'asc' ? 'gt' : 'lt';
  const [rows, count] = await Promise.all([
    db.space.findMany({
      where: after
        ? {
            AND: [
              filters,
              {
                OR: [
                  { createdAt: { [cmp]: new Date(after.createdAt) } },
                  { createdAt: new Date(after.createdAt), id: { [cmp]: after.id } },
                ],
              },
            ],
          }
        : filters,
      orderBy: [{ createdAt: order.direction }, { id: order.direction }],
      take: limit + 1,
      select: spaceSelect,
    }),
    db.space.count({ where: filters }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}
