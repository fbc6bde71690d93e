import { hrefOfTarget, linkTargetOf, rewriteImportHrefs } from './hrefs';

// Import hrefs: what the git-worker writes for links between imported pages and files.

const ids = {
  pages: new Map([
    ['guide/setup.md', 'P1'],
    ['notes (draft).md', 'P2'],
    ['a b.md', 'P3'],
  ]),
  files: new Map([['.gitbook/assets/logo (1).png', 'F1']]),
};

describe('rewriteImportHrefs', () => {
  it('rewrites the hrefs of imported keys in links, images and GitBook blocks, anchors kept', () => {
    const markdown = [
      '[Setup](quire-import:page/guide%2Fsetup.md#install)',
      '[Draft](quire-import:page/notes%20(draft).md) and [spaces](<quire-import:page/a%20b.md>)',
      '![logo](quire-import:file/.gitbook%2Fassets%2Flogo%20(1).png "Logo")',
      '{% file src="quire-import:file/.gitbook%2Fassets%2Flogo%20(1).png" %}',
      '{% content-ref url="quire-import:page/guide%2Fsetup.md" %}',
    ].join('\n');
    expect(rewriteImportHrefs(markdown, ids)).toBe(
      [
        '[Setup](quire:page/P1#install)',
        '[Draft](quire:page/P2) and [spaces](<quire:page/P3>)',
        '![logo](quire:file/F1 "Logo")',
        '{% file src="quire:file/F1" %}',
        '{% content-ref url="quire:page/P1" %}',
      ].join('\n'),
    );
  });

  it('leaves hrefs of keys that were not imported, and malformed encodings, as they are', () => {
    const markdown = '[a](quire-import:page/other.md) [b](quire-import:file/x%ZZ) [c](quire-import:page/guide%2Fsetup.md.bak)';
    expect(rewriteImportHrefs(markdown, ids)).toBe(markdown);
    expect(rewriteImportHrefs('no imports here', ids)).toBe('no imports here');
  });
});

describe('linkTargetOf and hrefOfTarget', () => {
  it('turns import hrefs into page, anchor and file refs and anything absolute into a URL', () => {
    expect(linkTargetOf('quire-import:page/guide%2Fsetup.md', ids)).toEqual({ kind: 'page', page: 'P1' });
    expect(linkTargetOf('quire-import:page/guide%2Fsetup.md#install', ids)).toEqual({ kind: 'anchor', page: 'P1', anchor: 'install' });
    expect(linkTargetOf('quire-import:file/.gitbook%2Fassets%2Flogo%20(1).png', ids)).toEqual({ kind: 'file', file: 'F1' });
    expect(linkTargetOf('quire-import:page/unknown.md', ids)).toEqual({ kind: 'url', url: 'quire-import:page/unknown.md' });
    expect(linkTargetOf('https://example.com/a', ids)).toEqual({ kind: 'url', url: 'https://example.com/a' });
    expect(linkTargetOf('relative/path.md', ids)).toBeUndefined();
  });

  it('writes targets back as hrefs', () => {
    expect(hrefOfTarget({ kind: 'url', url: 'https://example.com/' })).toBe('https://example.com/');
    expect(hrefOfTarget({ kind: 'page', page: 'P1' })).toBe('quire:page/P1');
    expect(hrefOfTarget({ kind: 'anchor', page: 'P1', anchor: 'x' })).toBe('quire:page/P1#x');
    expect(hrefOfTarget({ kind: 'file', file: 'F1' })).toBe('quire:file/F1');
    expect(hrefOfTarget({ kind: 'space', space: 'S1' })).toBe('quire:space/S1');
  });
});
