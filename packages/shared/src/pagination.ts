import { z } from 'zod';
import { invalidArgument } from './errors';

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 1000;

/** The page size for a list request: 50 when absent, otherwise 1..1000. */
export function pageLimit(limit?: number | null): number {
  if (limit === undefined || limit === null) return DEFAULT_PAGE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw invalidArgument(`limit: must be between 1 and ${MAX_PAGE_LIMIT}`);
  }
  return limit;
}

export type CursorKey = Record<string, string | number | null>;

/** Opaque cursor: base64url JSON of the last returned row's sort key. */
export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The sort key in a `page` cursor, validated by `schema`; undefined when there is no cursor. */
export function decodeCursor<T>(cursor: string | undefined | null, schema: z.ZodType<T>): T | undefined {
  if (cursor === undefined || cursor === null || cursor === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidArgument('page: invalid cursor');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidArgument('page: invalid cursor');
  return parsed.data;
}

export type Page<T> = { items: T[]; next?: { page: string }; count: number };

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only tells that a next page
 * exists, and the cursor is the key of the last row kept.
 *
 * Callers order by a unique tuple, e.g. (sortKey, id), and fetch the rows after the cursor
 * with a row-value comparison that an index on (sortKey, id) serves directly:
 *
 *   const after = decodeCursor(request.page, z.object({ position: z.number(), id: z.string() }));
 *   const limit = pageLimit(request.limit);
 *   SQL:    WHERE ... AND (position, id) > ($after.position, $after.id)
 *           ORDER BY position, id LIMIT limit + 1
 *   Prisma: where: { ...filters, ...(after && { OR: [
 *             { position: { gt: after.position } },
 *             { position: after.position, id: { gt: after.id } } ] }) },
 *           orderBy: [{ position: 'asc' }, { id: 'asc' }], take: limit + 1
 *   return keysetPage(rows, limit, (row) => ({ position: row.position, id: row.id }), count);
 *
 * For descending order flip both comparisons. `count` is the total matching the filters,
 * without the cursor condition. Dates go into the key as ISO strings.
 */
export function keysetPage<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey, count: number): Page<T> {
  if (rows.length <= limit) return { items: rows, count };
  const items = rows.slice(0, limit);
  return { items, next: { page: encodeCursor(keyOf(items[items.length - 1])) }, count };
}
