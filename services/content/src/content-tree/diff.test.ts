import { cloneSnapshot, edit, file, page, snapshot } from '../../test/content-tree-fixtures';
import { diffSnapshots } from './diff';

const base = snapshot([page('a'), page('b'), page('c'), page('d')], [file('f1'), file('f2')]);

describe('diffSnapshots', () => {
  test('no changes', () => {
    const empty = { added: [], changed: [], removed: [] };
    expect(diffSnapshots(base, base)).toEqual({ pages: empty, files: empty });
    expect(diffSnapshots(base, cloneSnapshot(base))).toEqual({ pages: empty, files: empty });
  });

  test('added, changed and removed ids, sorted', () => {
    const after = edit(base, {
      pages: [page('z'), page('m'), ['d', { title: 'D' }], ['b', { layout: { width: 'wide' } }]],
      removePages: ['c', 'a'],
      files: [file('f0'), ['f2', { name: 'x.png' }]],
      removeFiles: ['f1'],
    });
    expect(diffSnapshots(base, after)).toEqual({
      pages: { added: ['m', 'z'], changed: ['b', 'd'], removed: ['a', 'c'] },
      files: { added: ['f0'], changed: ['f2'], removed: ['f1'] },
    });
  });

  test.each([
    ['position', { position: 'a5' }],
    ['parent', { parentId: 'b' }],
    ['updatedAt', { updatedAt: '2030-01-01T00:00:00.000Z' }],
    ['target', { target: { kind: 'url', url: 'https://x' } }],
    ['git', { git: { oid: 'o', path: 'p.md' } }],
    ['body', { bodyHash: 'f'.repeat(64) }],
    ['hidden', { hidden: false }],
  ])('a change of %s counts', (_name, fields) => {
    expect(diffSnapshots(base, edit(base, { pages: [['a', fields]] })).pages.changed).toEqual(['a']);
  });

  test('layout and target compare by value, in any key order', () => {
    const before = snapshot([page('a', { layout: { width: 'wide', cover: true }, target: { kind: 'url', url: 'u' } })]);
    const after = snapshot([page('a', { layout: { cover: true, width: 'wide' }, target: { url: 'u', kind: 'url' } })]);
    expect(diffSnapshots(before, after).pages.changed).toEqual([]);
  });
});
