import { z } from 'zod';
import { decodeCursor, encodeCursor, keysetAfter, keysetPage, pageLimit, ServerError, Status, toDate } from '../src';

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
    ['a position with a NUL character', encodeCursor({ title: 'a\u0000b', id: 'b' })],
    ['a position with a lone surrogate', encodeCursor({ title: 'a\ud800', id: 'b' })],
    ['a position with a NUL in a key', Buffer.from('{"title":"a","id":"b","\\u0000":1}').toString('base64url')],
    ['not base64url at all', 'a\u0000b'],
    ['longer than any cursor Quire writes', 'A'.repeat(5000)],
  ])('rejects a cursor that is %s', (_, cursor) => {
    expect(invalidArgumentMessage(() => decodeCursor(cursor, ZKey))).toBe('page: invalid cursor');
  });
});

describe('cursor numbers', () => {
  const ZPosition = z.object({ position: z.number().int().min(0) });

  it.each([2 ** 31, 1e300, -(2 ** 31) - 1])('rejects %p, outside PostgreSQL integer range', (position) => {
    expect(invalidArgumentMessage(() => decodeCursor(encodeCursor({ position }), ZPosition))).toBe('page: invalid cursor');
  });

  it('accepts a position in range', () => {
    expect(decodeCursor(encodeCursor({ position: 2 ** 31 - 1 }), ZPosition)).toEqual({ position: 2 ** 31 - 1 });
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

describe('keysetAfter', () => {
  const at = '2026-01-02T03:04:05.000Z';

  it('is empty without a cursor', () => {
    expect(keysetAfter(undefined, [['createdAt', 'asc', toDate], ['id', 'asc']])).toEqual({});
  });

  it('bounds the first column and compares the tuple, ascending', () => {
    expect(keysetAfter({ createdAt: at, id: 'b' }, [['createdAt', 'asc', toDate], ['id', 'asc']])).toEqual({
      createdAt: { gte: new Date(at) },
      OR: [{ createdAt: { gt: new Date(at) } }, { createdAt: new Date(at), id: { gt: 'b' } }],
    });
  });

  it('flips every comparison for a descending order', () => {
    expect(keysetAfter({ position: 3, id: 'b' }, [['position', 'desc'], ['id', 'desc']])).toEqual({
      position: { lte: 3 },
      OR: [{ position: { lt: 3 } }, { position: 3, id: { lt: 'b' } }],
    });
  });

  it('extends to three columns and to one', () => {
    expect(keysetAfter({ a: 1, b: 2, id: 'x' }, [['a', 'asc'], ['b', 'desc'], ['id', 'asc']])).toEqual({
      a: { gte: 1 },
      OR: [{ a: { gt: 1 } }, { a: 1, b: { lt: 2 } }, { a: 1, b: 2, id: { gt: 'x' } }],
    });
    expect(keysetAfter({ id: 'x' }, [['id', 'asc']])).toEqual({ id: { gt: 'x' } });
  });

  it('refuses a cursor that lacks a column of the order', () => {
    expect(() => keysetAfter({ id: 'x' }, [['createdAt', 'asc', toDate], ['id', 'asc']])).toThrow('the cursor has no createdAt');
  });
});
