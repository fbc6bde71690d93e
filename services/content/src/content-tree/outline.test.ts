import { page, snapshot } from '../../test/content-tree-fixtures';
import {
  descendantsOf,
  outlineOf,
  pageByPath,
  slugify,
  walkOutline,
  wouldCreateCycle,
  type OutlineNode,
} from './outline';

const flat = (nodes: OutlineNode[]): Array<[string, string]> => {
  const out: Array<[string, string]> = [];
  walkOutline(nodes, (node) => out.push([node.entry.id, node.path]));
  return out;
};

describe('slugify', () => {
  test.each([
    ['Getting Started', 'getting-started'],
    ['  Hello,   World!  ', 'hello-world'],
    ['Crème brûlée à la française', 'creme-brulee-a-la-francaise'],
    ['Straße & Øresund', 'strasse-oresund'],
    ['Ærø Łódź', 'aero-lodz'],
    ['API v2.0 (beta)', 'api-v2-0-beta'],
    ['---', 'page'],
    ['', 'page'],
    ['日本語', 'page'],
    ['emoji 🚀 rocket', 'emoji-rocket'],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  test('is at most 100 characters and does not end with a dash', () => {
    const slug = slugify(`${'a'.repeat(99)} bcd`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(100);
    expect(slugify('word '.repeat(40))).not.toMatch(/-$/);
  });
});

describe('outlineOf', () => {
  test('orders siblings by position byte-wise, then by id', () => {
    const s = snapshot([
      page('b', { position: 'a1' }),
      page('a', { position: 'a1' }),
      page('c', { position: 'Z9' }), // 'Z' < 'a' byte-wise
      page('d', { position: 'a0V' }),
    ]);
    expect(outlineOf(s).map((n) => n.entry.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  test('builds paths from slugs, groups included', () => {
    const s = snapshot([
      page('g', { kind: 'group', slug: 'guides', position: 'a0' }),
      page('d1', { parentId: 'g', slug: 'install', position: 'a0' }),
      page('d2', { parentId: 'd1', slug: 'linux', position: 'a0' }),
      page('top', { slug: 'faq', position: 'a1' }),
    ]);
    expect(flat(outlineOf(s))).toEqual([
      ['g', 'guides'],
      ['d1', 'guides/install'],
      ['d2', 'guides/install/linux'],
      ['top', 'faq'],
    ]);
  });

  test('de-duplicates sibling slugs in order, avoiding slugs taken by other siblings', () => {
    const s = snapshot([
      page('p1', { slug: 'intro', position: 'a0' }),
      page('p2', { slug: 'intro', position: 'a1' }),
      page('p3', { slug: 'intro-2', position: 'a2' }),
      page('p4', { slug: 'intro', position: 'a3' }),
      page('c1', { parentId: 'p2', slug: 'intro', position: 'a0' }),
    ]);
    expect(flat(outlineOf(s))).toEqual([
      ['p1', 'intro'],
      ['p2', 'intro-3'],
      ['c1', 'intro-3/intro'],
      ['p3', 'intro-2'],
      ['p4', 'intro-4'],
    ]);
  });

  test('an empty slug falls back to the slugified title', () => {
    const s = snapshot([page('p', { slug: '', title: 'Hello World' })]);
    expect(outlineOf(s)[0].path).toBe('hello-world');
  });

  test('link pages have no path and take no slug', () => {
    const s = snapshot([
      page('l', { kind: 'link', slug: 'x', position: 'a0', target: { kind: 'url', url: 'https://x' } }),
      page('d', { slug: 'x', position: 'a1' }),
    ]);
    expect(flat(outlineOf(s))).toEqual([
      ['l', ''],
      ['d', 'x'],
    ]);
  });

  test('leaves out pages that cannot be reached from the top level', () => {
    const s = snapshot([page('a'), page('orphan', { parentId: 'gone' }), page('x', { parentId: 'y' }), page('y', { parentId: 'x' })]);
    expect(flat(outlineOf(s))).toEqual([['a', 'a']]);
  });
});

test('outlineOf handles a very deep tree', () => {
  const pages = [page('p0', { slug: 'p' })];
  for (let i = 1; i < 20000; i++) pages.push(page(`p${i}`, { parentId: `p${i - 1}`, slug: 'p' }));
  const s = snapshot(pages);
  const ids = flat(outlineOf(s)).map(([id]) => id);
  expect(ids).toHaveLength(20000);
  expect(pageByPath(s, 'p/p/p')?.entry.id).toBe('p2');
  expect(descendantsOf(s, 'p0')).toHaveLength(19999);
});

describe('pageByPath', () => {
  const s = snapshot([
    page('g', { kind: 'group', slug: 'guides', position: 'a0' }),
    page('d1', { parentId: 'g', slug: 'install', position: 'a0' }),
    page('d2', { parentId: 'g', slug: 'install', position: 'a1' }),
    page('d3', { parentId: 'd2', slug: 'linux', position: 'a0' }),
    page('l', { kind: 'link', parentId: 'g', slug: 'ext', position: 'a2', target: { kind: 'url', url: 'https://x' } }),
  ]);

  test.each([
    ['guides', 'g'],
    ['guides/install', 'd1'],
    ['/guides/install-2/', 'd2'],
    ['guides/install-2/linux', 'd3'],
    ['guides/install/linux', undefined],
    ['guides/ext', undefined],
    ['', undefined],
    ['nope', undefined],
  ])('%j → %j', (path, id) => {
    expect(pageByPath(s, path)?.entry.id).toBe(id);
  });
});

describe('descendantsOf and wouldCreateCycle', () => {
  const s = snapshot([
    page('a', { position: 'a0' }),
    page('b', { parentId: 'a', position: 'a1' }),
    page('c', { parentId: 'a', position: 'a0' }),
    page('d', { parentId: 'b', position: 'a0' }),
    page('e', { position: 'a1' }),
  ]);

  test('descendants in table-of-contents order', () => {
    expect(descendantsOf(s, 'a')).toEqual(['c', 'b', 'd']);
    expect(descendantsOf(s, 'd')).toEqual([]);
    expect(descendantsOf(s, 'missing')).toEqual([]);
  });

  test('descendants of a corrupt loop terminate', () => {
    const loop = snapshot([page('x', { parentId: 'y' }), page('y', { parentId: 'x' })]);
    expect(descendantsOf(loop, 'x')).toEqual(['y']);
  });

  test.each([
    ['a', null, false],
    ['a', 'e', false],
    ['d', 'c', false],
    ['a', 'a', true],
    ['a', 'b', true],
    ['a', 'd', true],
    ['b', 'd', true],
    ['e', 'missing', false],
  ])('moving %s under %s → %s', (pageId, parentId, expected) => {
    expect(wouldCreateCycle(s, pageId, parentId)).toBe(expected);
  });

  test('a new parent whose own chain loops counts as a cycle', () => {
    const loop = snapshot([page('x', { parentId: 'y' }), page('y', { parentId: 'x' }), page('z')]);
    expect(wouldCreateCycle(loop, 'z', 'x')).toBe(true);
  });
});
