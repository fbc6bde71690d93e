import { z } from 'zod';
import { decodeCursor, encodeCursor, keysetPage, pageLimit, ServerError, Status } from '../src';

const invalidArgumentMessage = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ServerError && error.code === Status.INVALID_ARGUMENT) return error.details;
    throw error;
  }
  return undefined;
};

describe('pageLimit', () => {
  it('defaults to 50 when absent', () => {
    expect(pageLimit()).toBe(50);
    expect(pageLimit(null)).toBe(50);
  });

  it('accepts 1 through 1000', () => {
    expect(pageLimit(1)).toBe(1);
    expect(pageLimit(1000)).toBe(1000);
  });

  it.each([0, -1, 1001, 2.5])('rejects %p', (limit) => {
    expect(invalidArgumentMessage(() => pageLimit(limit))).toBe('limit: must be between 1 and 1000');
  });
});

describe('cursor', () => {
  const ZKey = z.object({ title: z.string(), id: z.string() });

  it('round-trips the sort key as an opaque URL-safe string', () => {
    const cursor = encodeCursor({ title: 'Ünïcode / title+', id: 'abc' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, ZKey)).toEqual({ title: 'Ünïcode / title+', id: 'abc' });
  });

  it('is undefined without a cursor', () => {
    expect(decodeCursor(undefined, ZKey)).toBeUndefined();
    expect(decodeCursor(null, ZKey)).toBeUndefined();
    expect(decodeCursor('', ZKey)).toBeUndefined();
  });

  it.each([
    ['not base64 json', '!!!'],
    ['json of the wrong shape', encodeCursor({ position: 1 })],
    ['truncated', encodeCursor({ title: 'a', id: 'b' }).slice(0, 5)],
  ])('rejects a cursor that is %s', (_, cursor) => {
    expect(invalidArgumentMessage(() => decodeCursor(cursor, ZKey))).toBe('page: invalid cursor');
  });
});

describe('keysetPage', () => {
  const rows = [
    { id: 'a', position: 1 },
    { id: 'b', position: 2 },
    { id: 'c', position: 3 },
  ];
  const keyOf = (row: { id: string; position: number }) => ({ position: row.position, id: row.id });

  it('has no next page when limit + 1 rows were not found', () => {
    expect(keysetPage(rows, 3, keyOf, 3)).toEqual({ items: rows, count: 3 });
  });

  it('drops the extra row and points the cursor at the last kept row', () => {
    const page = keysetPage(rows, 2, keyOf, 10);
    expect(page.items.map((r) => r.id)).toEqual(['a', 'b']);
    expect(page.count).toBe(10);
    expect(decodeCursor(page.next?.page, z.object({ position: z.number(), id: z.string() }))).toEqual({
      position: 2,
      id: 'b',
    });
  });
});
