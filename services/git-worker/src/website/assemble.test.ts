import { assembleImport, MAX_IMPORT_DEPTH } from './assemble';
import type { SourcePage } from './source';
import { importFileHref, importPageHref } from './urls';

// From the pages read to WriteRevision's pages: the tree from URL paths, links resolved.

const page = (path: string, markdown = ''): SourcePage => ({ key: `https://a.test${path}`, url: new URL(`https://a.test${path}`), title: path, slug: '', markdown });
const source = (pages: SourcePage[], aliases: Record<string, string> = {}, images: string[] = []) => ({
  pages,
  notImported: [],
  aliases: new Map(Object.entries(aliases)),
  images: new Map(images.map((key) => [key, { key, name: 'a.png', contentType: 'image/png', sha256: 'f'.repeat(64), size: 1 }])),
  cancelled: false,
});

describe('assembleImport', () => {
  it('places pages under their nearest imported ancestor path, the start page excepted; parents first, siblings in crawl order', () => {
    const { pages } = assembleImport(source([{ ...page('/docs/'), start: true }, page('/docs/a/b'), page('/blog'), page('/docs/a'), page('/docs/a/b/c'), page('/blog/post.html')]));
    expect(pages.map((p) => [p.key.slice(14), p.parentKey.slice(14)])).toEqual([
      ['/docs/', ''],
      ['/blog', ''],
      ['/blog/post.html', '/blog'],
      ['/docs/a', ''],
      ['/docs/a/b', '/docs/a'],
      ['/docs/a/b/c', '/docs/a/b'],
    ]);
  });

  it(`nests at most ${MAX_IMPORT_DEPTH} levels`, () => {
    const paths = Array.from({ length: MAX_IMPORT_DEPTH + 3 }, (_, index) => `/${Array.from({ length: index + 1 }, (__, level) => `l${level}`).join('/')}`);
    const { pages } = assembleImport(source([{ ...page('/'), start: true }, ...paths.map((path) => page(path))]));
    const parentOf = new Map(pages.map((p) => [p.key, p.parentKey]));
    const depth = (key: string): number => (parentOf.get(key) ? depth(parentOf.get(key)!) + 1 : 1);
    expect(Math.max(...pages.map((p) => depth(p.key)))).toBe(MAX_IMPORT_DEPTH);
    expect(pages.filter((p) => depth(p.key) === MAX_IMPORT_DEPTH)).toHaveLength(4);
  });

  it('resolves page links through redirects and canonical URLs, and gives other links and images back their URL', () => {
    const start = page(
      '/',
      `[a](${importPageHref('https://a.test/old', '#x')}) [b](${importPageHref('https://a.test/gone(1)')}) ![i](${importFileHref('https://a.test/i.png')}) ![j](${importFileHref('https://a.test/j.png')})`,
    );
    const { pages, files } = assembleImport(source([start, page('/new')], { 'https://a.test/old': 'https://a.test/new-alias', 'https://a.test/new-alias': 'https://a.test/new' }, ['https://a.test/i.png']));
    expect(pages[0].markdown).toBe(`[a](${importPageHref('https://a.test/new', '#x')}) [b](https://a.test/gone\\(1\\)) ![i](${importFileHref('https://a.test/i.png')}) ![j](https://a.test/j.png)`);
    expect(files.map((file) => file.key)).toEqual(['https://a.test/i.png']);
  });
});
