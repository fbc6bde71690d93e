import { contentV1 } from '@quire/proto';
import { readLayout } from './layout-read';
import { writeLayout, type ExportFile, type ExportPage } from './layout-write';
import { treeFromFiles } from './tree';

const { PageType } = contentV1;
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

function page(id: string, parentId: string, type: contentV1.PageType, title: string, extra: Partial<ExportPage> = {}): ExportPage {
  return { id, parentId, type, title, description: '', slug: '', markdown: '', href: '', git: undefined, ...extra };
}
const doc = (id: string, parentId: string, title: string, extra: Partial<ExportPage> = {}) => page(id, parentId, PageType.PAGE_TYPE_DOCUMENT, title, extra);
const file = (id: string, name: string, bytes: number[], git?: { path: string }): ExportFile => ({ id, name, bytes: new Uint8Array(bytes), git });

const SPACE: ExportPage[] = [
  doc('welcome', '', 'Welcome', { slug: 'welcome', description: 'Start here: everything\nin two lines', markdown: 'See [features](quire:page/features) and ![shot](quire:file/f1).\n' }),
  page('group', '', PageType.PAGE_TYPE_GROUP, 'Getting [started]', { slug: 'getting-started' }),
  doc('quick', 'group', 'Quick *start*', { slug: 'quickstart', markdown: 'Back to [welcome](quire:page/welcome#top), [other space](quire:page/x?space=s2).\n' }),
  doc('features', '', 'Features', { slug: 'features', markdown: 'All features.\n' }),
  doc('config', 'features', 'Configuration', { slug: 'configuration', markdown: 'Up to [features](quire:page/features).\n\n{% file src="quire:file/f2" %}\nThe manual\n{% endfile %}\n' }),
  doc('deep', 'config', 'Deep', { slug: 'deep' }),
  page('status', '', PageType.PAGE_TYPE_LINK, 'Status (live)', { href: 'https://status.example.com/a b' }),
  page('shortcut', '', PageType.PAGE_TYPE_LINK, 'Config shortcut', { href: 'quire:page/config#options' }),
];
const FILES = [file('f1', 'image (1).png', [1]), file('f2', 'image (1).png', [2]), file('f3', '../../etc/passwd', [3])];

describe('writeLayout', () => {
  const result = writeLayout(SPACE, FILES);

  it('writes README.md, <slug>.md, <slug>/README.md for pages with children, a folder per group', () => {
    expect(Object.fromEntries(result.pagePaths)).toEqual({
      welcome: 'README.md',
      quick: 'getting-started/quickstart.md',
      features: 'features/README.md',
      config: 'features/configuration/README.md',
      deep: 'features/configuration/deep.md',
    });
    expect(Object.fromEntries(result.filePaths)).toEqual({
      f1: '.gitbook/assets/image (1).png',
      f2: '.gitbook/assets/image (1) (1).png',
      f3: '.gitbook/assets/passwd',
    });
    expect([...result.writes.keys()].sort()).toEqual(
      [...result.pagePaths.values(), ...result.filePaths.values(), 'SUMMARY.md'].sort(),
    );
    expect(result.deletes).toEqual(new Set());
  });

  it('writes SUMMARY.md with groups as headings and a rule after a group', () => {
    expect(text(result.writes.get('SUMMARY.md'))).toBe(
      [
        '# Table of contents',
        '',
        '* [Welcome](README.md)',
        '',
        '## Getting \\[started\\]',
        '',
        '* [Quick \\*start\\*](getting-started/quickstart.md)',
        '',
        '***',
        '',
        '* [Features](features/README.md)',
        '  * [Configuration](features/configuration/README.md)',
        '    * [Deep](features/configuration/deep.md)',
        '* [Status (live)](<https://status.example.com/a b>)',
        '* [Config shortcut](features/configuration/README.md#options)',
        '',
      ].join('\n'),
    );
  });

  it('writes the title as the first heading, the description as front matter and relative links', () => {
    expect(text(result.writes.get('README.md'))).toBe(
      [
        '---',
        'description: |-',
        '  Start here: everything',
        '  in two lines',
        '---',
        '',
        '# Welcome',
        '',
        'See [features](features/README.md) and ![shot](.gitbook/assets/image%20%281%29.png).',
        '',
      ].join('\n'),
    );
    expect(text(result.writes.get('getting-started/quickstart.md'))).toBe(
      '# Quick \\*start\\*\n\nBack to [welcome](../README.md#top), [other space](quire:page/x?space=s2).\n',
    );
    expect(text(result.writes.get('features/configuration/README.md'))).toContain('[features](../README.md)');
    expect(text(result.writes.get('features/configuration/README.md'))).toContain('{% file src="../../.gitbook/assets/image%20%281%29%20%281%29.png" %}');
  });

  it('reads back as the same tree', () => {
    const back = readLayout(treeFromFiles(Object.fromEntries(result.writes)));
    expect(back.warnings).toEqual([]);
    expect(back.pages.map(({ type, title, description }) => ({ type, title, description }))).toEqual(
      SPACE.map(({ type, title, description }) => ({ type: ['', 'document', 'group', 'link'][type], title, description })),
    );
  });

  it('honours the .gitbook.yaml of the branch and replaces only the files its layout owns', () => {
    const existing = treeFromFiles({
      '.gitbook.yaml': 'root: ./docs/\nstructure:\n  readme: start.md\n',
      'package.json': '{}',
      'docs/start.md': '# Old start\n',
      'docs/SUMMARY.md': '* [Old start](start.md)\n* [Removed](removed.md)\n* [Kept path](guide/kept.md)\n',
      'docs/removed.md': '# Removed\n',
      'docs/guide/kept.md': '# Kept\n',
      'docs/notes.md': '# Not in the summary: not ours\n',
      'docs/.gitbook/assets/old.png': new Uint8Array([9]),
      'docs/pictures/photo.png': new Uint8Array([8]),
    });
    const pages = [doc('a', '', 'Start'), doc('b', '', 'Moved around', { git: { path: 'docs/guide/kept.md', oid: 'x' } }), doc('c', '', 'Notes')];
    const files = [file('p', 'photo.png', [7], { path: 'docs/pictures/photo.png' }), file('q', 'new.png', [6])];
    const out = writeLayout(pages, files, { existing });
    expect(out.config.root).toBe('docs');
    expect(Object.fromEntries(out.pagePaths)).toEqual({ a: 'docs/start.md', b: 'docs/guide/kept.md', c: 'docs/notes-2.md' });
    expect(Object.fromEntries(out.filePaths)).toEqual({ p: 'docs/pictures/photo.png', q: 'docs/.gitbook/assets/new.png' });
    expect([...out.deletes].sort()).toEqual(['docs/.gitbook/assets/old.png', 'docs/removed.md']);
    expect(out.writes.has('.gitbook.yaml')).toBe(false);
    expect(text(out.writes.get('docs/SUMMARY.md'))).toBe(
      '# Table of contents\n\n* [Start](start.md)\n* [Moved around](guide/kept.md)\n* [Notes](notes-2.md)\n',
    );
  });

  it('writes under repoProjectDirectory', () => {
    const out = writeLayout([doc('a', '', 'Home'), doc('b', '', 'Next')], [file('f', 'x.png', [1])], { projectDirectory: 'site/docs' });
    expect([...out.writes.keys()].sort()).toEqual(['site/docs/.gitbook/assets/x.png', 'site/docs/README.md', 'site/docs/SUMMARY.md', 'site/docs/next.md']);
  });

  it('keeps sibling paths apart, case-insensitively', () => {
    const out = writeLayout([doc('a', '', 'Home'), doc('b', '', 'Readme'), doc('c', '', 'Summary'), doc('d', '', 'Same'), doc('e', '', 'same'), doc('f', '', '!!!')], []);
    expect(Object.fromEntries(out.pagePaths)).toEqual({ a: 'README.md', b: 'readme-2.md', c: 'summary-2.md', d: 'same.md', e: 'same-2.md', f: 'page.md' });
  });

  it('puts a page whose parent is missing or whose parents loop at the top level', () => {
    const out = writeLayout([doc('a', 'b', 'A'), doc('b', 'a', 'B'), doc('e', 'a', 'E'), doc('c', 'gone', 'C'), doc('d', 'c', 'D')], []);
    expect(Object.fromEntries(out.pagePaths)).toEqual({ a: 'README.md', e: 'a/e.md', b: 'b.md', c: 'c/README.md', d: 'c/d.md' });
  });

  it('writes the redirects into .gitbook.yaml, to the pages\' files relative to the root, keeping its other keys', () => {
    const pages = [doc('home', '', 'Home'), doc('contact', '', 'Contact', { slug: 'contact' }), page('group', '', PageType.PAGE_TYPE_GROUP, 'Group')];
    const redirects = [
      { source: 'help/contact', pageId: 'contact' },
      { source: 'intro', pageId: 'home' },
      { source: 'grouped', pageId: 'group' },
    ];
    const fresh = writeLayout(pages, [], { redirects });
    expect(text(fresh.writes.get('.gitbook.yaml'))).toBe('redirects:\n  help/contact: contact.md\n  intro: README.md\n');
    expect(fresh.warnings).toEqual([expect.stringContaining('redirect "grouped": its page has no file of its own')]);

    const existing = treeFromFiles({ '.gitbook.yaml': '# Docs\nroot: ./docs/\nstructure:\n  readme: start.md\nredirects:\n  old: start.md\n' });
    const kept = writeLayout(pages, [], { existing, redirects: redirects.slice(0, 2) });
    expect(text(kept.writes.get('.gitbook.yaml'))).toBe('# Docs\nroot: ./docs/\nstructure:\n  readme: start.md\nredirects:\n  help/contact: contact.md\n  intro: start.md\n');
    // The same redirects: the file is left as the author wrote it. None: the key goes.
    const same = treeFromFiles({ '.gitbook.yaml': 'root: docs\nredirects:\n  "/intro": ./README.md\n  help/contact.md: contact.md\n' });
    expect(writeLayout(pages, [], { existing: same, redirects: [{ source: 'help/contact', pageId: 'contact' }, { source: 'intro', pageId: 'home' }] }).writes.has('.gitbook.yaml')).toBe(false);
    expect(text(writeLayout(pages, [], { existing: same }).writes.get('.gitbook.yaml'))).toBe('root: docs\n');
    // No redirects and no file: none is written.
    expect(writeLayout(pages, []).writes.has('.gitbook.yaml')).toBe(false);
    // A file that is not a mapping is not overwritten.
    const list = writeLayout(pages, [], { existing: treeFromFiles({ '.gitbook.yaml': '- a\n- b\n' }), redirects });
    expect(list.writes.has('.gitbook.yaml')).toBe(false);
    expect(list.warnings).toEqual(expect.arrayContaining([expect.stringContaining('.gitbook.yaml: not a YAML mapping, its redirects are not updated')]));
  });

  it('writes the redirects under repoProjectDirectory', () => {
    const out = writeLayout([doc('a', '', 'Home'), doc('b', '', 'Next')], [], { projectDirectory: 'site/docs', redirects: [{ source: 'old/next', pageId: 'b' }] });
    expect(text(out.writes.get('site/docs/.gitbook.yaml'))).toBe('redirects:\n  old/next: next.md\n');
    expect(readLayout(treeFromFiles(Object.fromEntries(out.writes)), { projectDirectory: 'site/docs' }).redirects).toEqual([{ from: 'old/next', pageKey: 'site/docs/next.md' }]);
  });

  it('writes an empty space as an empty table of contents', () => {
    const out = writeLayout([], []);
    expect(Object.fromEntries([...out.writes].map(([path, bytes]) => [path, text(bytes)]))).toEqual({ 'SUMMARY.md': '# Table of contents\n' });
  });
});
