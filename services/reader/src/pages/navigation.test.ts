import { contentV1 } from '@quire/proto';
import { navigation, PageUrls } from './navigation';
import { buildTree } from '../content/spaces';

const { TREE_PAGE_KIND_DOCUMENT: DOCUMENT, TREE_PAGE_KIND_GROUP: GROUP } = contentV1.TreePageKind;
const page = (id: string, parentId: string | undefined, path: string, kind = DOCUMENT, hidden = false): contentV1.TreePage => ({
  id,
  kind,
  title: id,
  parentId,
  path,
  slug: path.split('/').at(-1)!,
  hidden,
  target: undefined,
  updatedAt: undefined,
  cover: undefined,
});

// a (group) > a1 > a11 > a111; a2; b > b1; h (hidden)
const tree = buildTree({
  spaceId: 's',
  title: 'Space',
  revisionId: 'r',
  updatedAt: undefined,
  pages: [
    page('a', undefined, 'a', GROUP),
    page('a1', 'a', 'a/a1'),
    page('a11', 'a1', 'a/a1/a11'),
    page('a111', 'a11', 'a/a1/a11/a111'),
    page('a2', 'a', 'a/a2'),
    page('b', undefined, 'b'),
    page('b1', 'b', 'b/b1'),
    page('h', undefined, 'h', DOCUMENT, true),
  ],
});
const urls = new PageUrls('/sites/o/s', tree);
const ids = (items: ReturnType<typeof navigation>): unknown[] => items.map((item) => (item.children.length ? [item.id, ids(item.children)] : item.id));

describe('navigation', () => {
  it('lists the top level and its children, deeper levels only along the current branch, never hidden pages', () => {
    expect(ids(navigation(tree, urls, undefined))).toEqual([['a', ['a1', 'a2']], ['b', ['b1']]]);
    const deep = navigation(tree, urls, tree.byId.get('a111'));
    expect(ids(deep)).toEqual([['a', [['a1', [['a11', ['a111']]]], 'a2']], ['b', ['b1']]]);
    expect(deep[0].children[0].children[0].children[0]).toMatchObject({ current: true, href: '/sites/o/s/a/a1/a11/a111' });
    expect(deep[0]).toMatchObject({ expanded: true, href: undefined });
  });

  it('serves the first document page at the site space root, and reads hidden pages out of previous/next', () => {
    expect(urls.of(tree.byId.get('a1')!)).toBe('/sites/o/s');
    expect(tree.reading.map((node) => node.id)).toEqual(['a1', 'a11', 'a111', 'a2', 'b', 'b1']);
  });
});
