import { page, snapshot } from '../../test/content-tree-fixtures';
import { validatePageTree } from './validate';

const check = (...pages: Parameters<typeof snapshot>[0]) =>
  validatePageTree(snapshot(pages).pages).sort((a, b) => (a.id + a.reason < b.id + b.reason ? -1 : 1));

describe('validatePageTree', () => {
  test('a valid tree', () => {
    expect(
      check(
        page('g', { kind: 'group' }),
        page('d', { parentId: 'g' }),
        page('l', { kind: 'link', parentId: 'd' }),
        page('l2', { kind: 'link' }),
        page('top'),
        page('deep', { parentId: 'd' }),
      ),
    ).toEqual([]);
  });

  test('orphans', () => {
    expect(check(page('a'), page('b', { parentId: 'gone' }))).toEqual([{ id: 'b', reason: 'orphan' }]);
  });

  test('groups below the top level and pages below links', () => {
    expect(
      check(
        page('d'),
        page('g', { kind: 'group', parentId: 'd' }),
        page('l', { kind: 'link' }),
        page('under-link', { parentId: 'l' }),
      ),
    ).toEqual([
      { id: 'g', reason: 'invalid-parent' },
      { id: 'under-link', reason: 'invalid-parent' },
    ]);
  });

  test('every page on a loop, none below it', () => {
    expect(
      check(
        page('self', { parentId: 'self' }),
        page('x', { parentId: 'z' }),
        page('y', { parentId: 'x' }),
        page('z', { parentId: 'y' }),
        page('below', { parentId: 'x' }),
        page('below2', { parentId: 'below' }),
      ),
    ).toEqual([
      { id: 'self', reason: 'cycle' },
      { id: 'x', reason: 'cycle' },
      { id: 'y', reason: 'cycle' },
      { id: 'z', reason: 'cycle' },
    ]);
  });

  test('unresolved parents and kinds are not judged', () => {
    const pages = snapshot([
      page('x', { parentId: 'y' }),
      page('y', { parentId: 'x' }),
      page('g', { kind: 'group', parentId: 'y' }),
      page('l', { kind: 'link' }),
      page('c', { parentId: 'l' }),
    ]).pages;
    expect(validatePageTree(pages, { unresolvedParent: new Set(['x']), unresolvedKind: new Set(['g', 'l']) })).toEqual([]);
  });

  test('is linear on a deep chain', () => {
    const pages = [page('p0')];
    for (let i = 1; i < 20000; i++) pages.push(page(`p${i}`, { parentId: `p${i - 1}` }));
    expect(check(...pages)).toEqual([]);
  });
});
