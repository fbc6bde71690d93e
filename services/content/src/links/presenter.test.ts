import { decodeCursor } from '@quire/shared';
import { z } from 'zod';
import { budgetedPage, RESPONSE_BUDGET_BYTES } from './presenter';

// A page of links ends at `limit` items or at the response budget, whichever comes first.

const rows = (sizes: number[]) => sizes.map((size, index) => ({ index, size }));
const page = (sizes: number[], limit: number) =>
  budgetedPage(rows(sizes), limit, (row) => row.size, (row) => ({ index: row.index }), 99);
const cursorOf = (next: { page: string } | undefined) => decodeCursor(next?.page, z.object({ index: z.number() }));

describe('budgetedPage', () => {
  test('small items: a keyset page of `limit` items, `next` after the last', () => {
    const result = page([10, 10, 10, 10], 3);
    expect(result.items.map((row) => row.index)).toEqual([0, 1, 2]);
    expect(cursorOf(result.next)).toEqual({ index: 2 });
    expect(result.count).toBe(99);
    expect(page([10, 10], 3)).toEqual({ items: rows([10, 10]), count: 99 });
  });

  test('large items: the page ends before the item that would pass the budget, and always holds one', () => {
    const half = RESPONSE_BUDGET_BYTES / 2;
    const result = page([half, half, 1, 1], 10);
    expect(result.items.map((row) => row.index)).toEqual([0, 1]);
    expect(cursorOf(result.next)).toEqual({ index: 1 });
    const huge = page([RESPONSE_BUDGET_BYTES * 3, 1], 10);
    expect(huge.items.map((row) => row.index)).toEqual([0]);
    expect(cursorOf(huge.next)).toEqual({ index: 0 });
    // The last rows fitting exactly: no next page.
    expect(page([half, half], 10).next).toBeUndefined();
  });
});
