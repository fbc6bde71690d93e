import type { z } from 'zod';
import { invalidArgument } from './errors';
import { findUnstorableText } from './request';

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
  if (cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) throw invalidArgument('page: invalid cursor');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidArgument('page: invalid cursor');
  }
  // A cursor is client input that reaches SQL as a bound value: a NUL, a lone surrogate or a
  // number outside PostgreSQL's integer range would fail in the database (500), so such a
  // position is refused here, once for every list, whatever the list's own schema allows.
  if (findUnstorableText(json) || !numbersWithinRange(json)) throw invalidArgument('page: invalid cursor');
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidArgument('page: invalid cursor');
  return parsed.data;
}

/** Cursors Quire writes are a few hundred characters; anything far longer is not one of them. */
export const MAX_CURSOR_LENGTH = 4096;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;
const MAX_INT4 = 2 ** 31 - 1;

function numbersWithinRange(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_INT4;
  if (Array.isArray(value)) return value.every(numbersWithinRange);
  if (value !== null && typeof value === 'object') return Object.values(value).every(numbersWithinRange);
  return true;
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
 *   Prisma: where: { ...filters, ...keysetAfter(after, [['position', 'asc'], ['id', 'asc']]) },
 *           orderBy: [{ position: 'asc' }, { id: 'asc' }], take: limit + 1
 *   return keysetPage(rows, limit, (row) => ({ position: row.position, id: row.id }), count);
 *
 * `count` is the total matching the filters, without the cursor condition. Dates go into the
 * key as ISO strings (`keysetAfter`'s `toDate` reads them back).
 */
export function keysetPage<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey, count: number): Page<T> {
  if (rows.length <= limit) return { items: rows, count };
  const items = rows.slice(0, limit);
  return { items, next: { page: encodeCursor(keyOf(items[items.length - 1])) }, count };
}

/** A column of a list order: its field, its direction, and how the cursor's value becomes the column's. */
export type KeysetColumn = readonly [field: string, direction: 'asc' | 'desc', toValue?: (value: string | number) => unknown];

/** A cursor's ISO date back to the Date its column compares with. */
export const toDate = (value: string | number): Date => new Date(value);

/**
 * The Prisma `where` fragment for the rows after the cursor `after` in the order `columns`
 * (the unique tuple the list orders by, e.g. `[['createdAt', 'desc', toDate], ['id', 'desc']]`),
 * or `{}` without a cursor; the cursor's values are read by field name. For two columns:
 *
 *   { createdAt: { lte: c }, OR: [{ createdAt: { lt: c } }, { createdAt: c, id: { lt: i } }] }
 *
 * The bound on the first column repeats what the OR says, but PostgreSQL derives no index
 * range from an OR: with it the scan starts at the cursor, without it a deep page reads and
 * discards every row before the cursor. Spread it into the list's `where`, or put it beside
 * the filters in an `AND` when they have an `OR` of their own.
 */
export function keysetAfter(after: CursorKey | undefined, columns: readonly KeysetColumn[]): Record<string, unknown> {
  if (after === undefined) return {};
  if (columns.length === 0) throw new Error('keysetAfter needs the columns of the order');
  const values = columns.map(([field, , toValue]) => {
    const value = after[field];
    if (value === undefined || value === null) throw new Error(`keysetAfter: the cursor has no ${field}`);
    return toValue ? toValue(value) : value;
  });
  const strictly = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'gt' : 'lt');
  // Row i of the OR: the first i columns equal to the cursor's, column i strictly after it.
  const branches = columns.map(([field, direction], i) => {
    const branch: Record<string, unknown> = {};
    for (let j = 0; j < i; j += 1) branch[columns[j][0]] = values[j];
    branch[field] = { [strictly(direction)]: values[i] };
    return branch;
  });
  const [first, firstDirection] = columns[0];
  if (columns.length === 1) return branches[0];
  return { [first]: { [firstDirection === 'asc' ? 'gte' : 'lte']: values[0] }, OR: branches };
}
