import { MAX_DEPTH } from './layout-plan';
import { MAX_FILE_BYTES, MAX_PAGE_MARKDOWN_BYTES, readLayout, type LayoutPage } from './layout-read';
import { treeFromFiles } from './tree';

const png = (seed: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, seed]);
const outline = (pages: LayoutPage[]) => pages.map(({ key, parentKey, type, title }) => [key, parentKey, type, title]);
const byKey = (pages: LayoutPage[], key: string) => {
  const page = pages.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`no page ${key} in ${pages.map((p) => p.key).join(', ')}`);
  return page;
};

describe('readLayout with .gitbook.yaml and SUMMARY.md', () => {
  const tree = treeFromFiles({
    '.gitbook.yaml': ['root: ./docs/', 'structure:', '  readme: intro.md', '  summary: toc/SUMMARY.md', 'redirects:', '  old/setup: guide/setup.md', '  gone: missing.md', ''].join('\n'),
    'README.md': '# The code repository\n\nNot documentation.\n',
    'src/index.ts': 'export {};\n',
    'docs/intro.md': [
      '---',
      'description: >-',
      '  What this product',
      '  does.',
      '---',
      '',
      '# Introduction',
      '',
      'Read [the setup](guide/setup.md#step-2), the [guide](guide/) and [code](../src/index.ts).',
      '',
      '![Logo](.gitbook/assets/logo%20(1).png)',
      '',
      'An [unknown page](nowhere.md), [mail](mailto:a@example.com) and [a page of Quire](quire:page/abc).',
      '',
    ].join('\n'),
    'docs/toc/SUMMARY.md': [
      '# Table of contents',
      '',
      '* [Intro](../intro.md)',
      '',
      '## Guide',
      '',
      '* [Setup](../guide/setup.md)',
      '  * [Advanced](../guide/advanced.md)',
      '    * [Broken](../guide/missing.md)',
      '      * [Rescued child](../guide/rescued.md)',
      '* [Status page](https://status.example.com)',
      '  * [Under a link](../guide/under-link.md)',
      '* No link here',
      '',
      '***',
      '',
      '* [Guide folder](../guide/)',
      '* [Setup again](../guide/setup.md#step-2)',
      '',
    ].join('\n'),
    'docs/guide/README.md': '# Guide home\n',
    'docs/guide/setup.md': '# Setup *the* tool\n\nBack to [intro](../intro.md). See ![diagram](../images/diagram.png).\n\n## Step 2\n',
    'docs/guide/advanced.md': 'No heading: the title comes from SUMMARY.md.\n',
    'docs/guide/rescued.md': '# Rescued\n',
    'docs/guide/under-link.md': '# Under link\n',
    'docs/guide/unlisted.md': '# Not in the summary\n',
    'docs/images/diagram.png': png(2),
    'docs/images/unused.png': png(3),
    'docs/.gitbook/assets/logo (1).png': png(1),
    'docs/.gitbook/assets/manual.pdf': new Uint8Array([37, 80, 68, 70]),
  });
  const result = readLayout(tree, { repoTreeUrl: 'https://github.com/acme/docs/tree/main/' });

  it('reads the configuration relative to root', () => {
    expect(result.config).toEqual({
      root: 'docs',
      readme: 'docs/intro.md',
      summary: 'docs/toc/SUMMARY.md',
      redirects: [
        { from: 'old/setup', to: 'docs/guide/setup.md' },
        { from: 'gone', to: 'docs/missing.md' },
      ],
      configPath: '.gitbook.yaml',
    });
  });

  it('builds the tree, order and groups from SUMMARY.md', () => {
    expect(outline(result.pages)).toEqual([
      ['docs/intro.md', '', 'document', 'Introduction'],
      ['docs/toc/SUMMARY.md#guide', '', 'group', 'Guide'],
      ['docs/guide/setup.md', 'docs/toc/SUMMARY.md#guide', 'document', 'Setup the tool'],
      ['docs/guide/advanced.md', 'docs/guide/setup.md', 'document', 'Advanced'],
      // The child of a missing entry takes its place.
      ['docs/guide/rescued.md', 'docs/guide/advanced.md', 'document', 'Rescued'],
      ['docs/toc/SUMMARY.md#https://status.example.com', 'docs/toc/SUMMARY.md#guide', 'link', 'Status page'],
      // A link page has no children: they follow it.
      ['docs/guide/under-link.md', 'docs/toc/SUMMARY.md#guide', 'document', 'Under link'],
      // After the rule, the top level again.
      ['docs/guide/README.md', '', 'document', 'Guide home'],
      ['docs/toc/SUMMARY.md#docs/guide/setup.md', '', 'link', 'Setup again'],
    ]);
  });

  it('takes the title from the first heading and the description from front matter', () => {
    const intro = byKey(result.pages, 'docs/intro.md');
    expect(intro.description).toBe('What this product does.');
    expect(intro.markdown).not.toMatch(/Introduction|description|---/);
    expect(intro.slug).toBe('');
    expect(intro.git).toEqual({ oid: tree.get('docs/intro.md')!.oid, path: 'docs/intro.md' });
    expect(byKey(result.pages, 'docs/guide/advanced.md').markdown).toBe('No heading: the title comes from SUMMARY.md.\n');
    expect(byKey(result.pages, 'docs/guide/setup.md').slug).toBe('setup');
    // The group "Guide" took "guide" among the top-level pages.
    expect(byKey(result.pages, 'docs/guide/README.md').slug).toBe('guide-2');
  });

  it('turns links between files into page and file links', () => {
    const intro = byKey(result.pages, 'docs/intro.md').markdown;
    expect(intro).toContain('[the setup](quire-import:page/docs%2Fguide%2Fsetup.md#step-2)');
    expect(intro).toContain('[guide](quire-import:page/docs%2Fguide%2FREADME.md)');
    expect(intro).toContain('![Logo](quire-import:file/docs%2F.gitbook%2Fassets%2Flogo%20%281%29.png)');
    // Not a page or a file: a link into the repository, or left as it was.
    expect(intro).toContain('[code](https://github.com/acme/docs/tree/main/src/index.ts)');
    expect(intro).toContain('[unknown page](nowhere.md)');
    expect(intro).toContain('[mail](mailto:a@example.com)');
    expect(intro).toContain('[a page of Quire](quire:page/abc)');
    const setup = byKey(result.pages, 'docs/guide/setup.md').markdown;
    expect(setup).toContain('[intro](quire-import:page/docs%2Fintro.md)');
    expect(setup).toContain('![diagram](quire-import:file/docs%2Fimages%2Fdiagram.png)');
    expect(byKey(result.pages, 'docs/toc/SUMMARY.md#docs/guide/setup.md').href).toBe('quire-import:page/docs%2Fguide%2Fsetup.md#step-2');
    expect(byKey(result.pages, 'docs/toc/SUMMARY.md#https://status.example.com').href).toBe('https://status.example.com');
  });

  it('imports every asset and the images pages show, nothing else', () => {
    expect(result.files.map(({ key, name, contentType, git }) => ({ key, name, contentType, path: git.path }))).toEqual([
      { key: 'docs/.gitbook/assets/logo (1).png', name: 'logo (1).png', contentType: 'image/png', path: 'docs/.gitbook/assets/logo (1).png' },
      { key: 'docs/.gitbook/assets/manual.pdf', name: 'manual.pdf', contentType: 'application/pdf', path: 'docs/.gitbook/assets/manual.pdf' },
      { key: 'docs/images/diagram.png', name: 'diagram.png', contentType: 'image/png', path: 'docs/images/diagram.png' },
    ]);
    expect(result.files[2].bytes).toEqual(png(2));
  });

  it('keeps the redirects that lead to pages and warns about the rest', () => {
    expect(result.redirects).toEqual([{ from: 'old/setup', pageKey: 'docs/guide/setup.md' }]);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"../guide/missing.md" is not a markdown file'),
        expect.stringContaining('entry "No link here" has no link'),
        expect.stringContaining('redirect "gone"'),
      ]),
    );
  });

  it('is deterministic', () => {
    expect(readLayout(tree, { repoTreeUrl: 'https://github.com/acme/docs/tree/main/' })).toEqual(result);
  });
});

describe('readLayout redirects', () => {
  it('gives each source as content stores it (no slashes around it, .md or README), and warns about those content would refuse', () => {
    const result = readLayout(
      treeFromFiles({
        '.gitbook.yaml': [
          'root: ./docs/',
          'redirects:',
          '  /help/contact.md/: ./support/contact.md',
          '  old/README.md: support/README.md',
          '  help/contact: README.md',
          '  a/../b: README.md',
          '  README.md: README.md',
          '  "what?": README.md',
          `  ${'x'.repeat(513)}: README.md`,
          '  outside: ../README.md',
          '',
        ].join('\n'),
        'README.md': '# Not the docs\n',
        'docs/README.md': '# Home\n',
        'docs/support/README.md': '# Support\n',
        'docs/support/contact.md': '# Contact\n',
      }),
    );
    expect(result.redirects).toEqual([
      { from: 'help/contact', pageKey: 'docs/support/contact.md' },
      { from: 'old', pageKey: 'docs/support/README.md' },
    ]);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('redirect "help/contact" repeats the path'),
        expect.stringContaining('redirect "a/../b" is not a relative URL path'),
        expect.stringContaining('redirect "README.md" is not a relative URL path'),
        expect.stringContaining('redirect "what?" is not a relative URL path'),
        expect.stringContaining('redirect "xxxx'),
        expect.stringContaining('redirect "outside" leads to README.md, which is not a page'),
      ]),
    );
  });
});

describe('readLayout without .gitbook.yaml or SUMMARY.md', () => {
  const tree = treeFromFiles({
    'README.md': '# Home\n\nWelcome. See [install](getting-started/install.md).\n',
    'faq.md': '# FAQ\n',
    'changelog.md': '# Changes\n',
    'getting-started/README.md': '# Getting started\n\n![shot](../.gitbook/assets/shot.png)\n',
    'getting-started/install.md': '# Install\n\n![local](img/local.png)\n',
    'getting-started/img/local.png': png(4),
    'getting-started/2-configure.md': '# Configure\n',
    'getting-started/10-deploy.md': '# Deploy\n',
    'reference/api/README.md': '# API\n',
    'reference/api/users.md': '# Users\n',
    'reference/cli/commands.md': '# Commands\n',
    '.github/PULL_REQUEST_TEMPLATE.md': '# Not a page\n',
    'node_modules/pkg/readme.md': '# Not a page either\n',
    '.gitbook/assets/shot.png': png(5),
  });
  const result = readLayout(tree);

  it('builds the tree from the folders, README.md as each folder page', () => {
    expect(outline(result.pages)).toEqual([
      ['README.md', '', 'document', 'Home'],
      ['changelog.md', '', 'document', 'Changes'],
      ['faq.md', '', 'document', 'FAQ'],
      ['getting-started/README.md', '', 'document', 'Getting started'],
      ['getting-started/2-configure.md', 'getting-started/README.md', 'document', 'Configure'],
      ['getting-started/10-deploy.md', 'getting-started/README.md', 'document', 'Deploy'],
      ['getting-started/install.md', 'getting-started/README.md', 'document', 'Install'],
      // A top-level folder without README.md is a group; deeper, a page of its own.
      ['reference/', '', 'group', 'Reference'],
      ['reference/api/README.md', 'reference/', 'document', 'API'],
      ['reference/api/users.md', 'reference/api/README.md', 'document', 'Users'],
      ['reference/cli/', 'reference/', 'document', 'Cli'],
      ['reference/cli/commands.md', 'reference/cli/', 'document', 'Commands'],
    ]);
    expect(byKey(result.pages, 'reference/cli/').markdown).toBe('');
    expect(byKey(result.pages, 'getting-started/10-deploy.md').slug).toBe('10-deploy');
  });

  it('takes assets and relative images as files', () => {
    expect(result.files.map((file) => file.key)).toEqual(['.gitbook/assets/shot.png', 'getting-started/img/local.png']);
    expect(byKey(result.pages, 'getting-started/install.md').markdown).toBe('![local](quire-import:file/getting-started%2Fimg%2Flocal.png)\n');
    expect(byKey(result.pages, 'README.md').markdown).toContain('[install](quire-import:page/getting-started%2Finstall.md)');
    expect(result.warnings).toEqual([]);
  });
});

describe('readLayout of a project directory', () => {
  it('reads only under repoProjectDirectory, with its own .gitbook.yaml', () => {
    const tree = treeFromFiles({
      'README.md': '# Monorepo\n',
      'packages/site/.gitbook.yaml': 'root: ./content\n',
      'packages/site/content/README.md': '# Site docs\n\n![x](../assets/x.png)\n',
      'packages/site/content/usage.md': '# Usage\n',
      'packages/site/assets/x.png': png(6),
      'packages/other/README.md': '# Other\n',
    });
    const result = readLayout(tree, { projectDirectory: 'packages/site/' });
    expect(outline(result.pages)).toEqual([
      ['packages/site/content/README.md', '', 'document', 'Site docs'],
      ['packages/site/content/usage.md', '', 'document', 'Usage'],
    ]);
    expect(result.files.map((file) => file.key)).toEqual(['packages/site/assets/x.png']);
  });
});

describe('readLayout of bad input', () => {
  it('falls back to the defaults for an unreadable or escaping .gitbook.yaml', () => {
    for (const config of ['root: [unclosed', 'root: ../../etc', '- a list', 'structure:\n  summary: 42']) {
      const result = readLayout(treeFromFiles({ '.gitbook.yaml': config, 'README.md': '# Home\n', 'a.md': '# A\n' }));
      expect(outline(result.pages)).toEqual([
        ['README.md', '', 'document', 'Home'],
        ['a.md', '', 'document', 'A'],
      ]);
      expect(result.warnings).toEqual([expect.stringContaining('.gitbook.yaml')]);
    }
  });

  it('lists a file once even when SUMMARY.md lists it again, and never loops', () => {
    const result = readLayout(
      treeFromFiles({
        'SUMMARY.md': '* [A](a.md)\n  * [A again](a.md)\n    * [B](b.md)\n      * [A third time](./a.md)\n* [Summary itself](SUMMARY.md)\n',
        'a.md': '# A\n',
        'b.md': '# B\n',
      }),
    );
    expect(outline(result.pages)).toEqual([
      ['a.md', '', 'document', 'A'],
      ['SUMMARY.md#a.md', 'a.md', 'link', 'A again'],
      ['b.md', 'a.md', 'document', 'B'],
      ['SUMMARY.md#a.md~2', 'b.md', 'link', 'A third time'],
      ['SUMMARY.md', '', 'document', 'Summary itself'],
    ]);
  });

  it('ignores a SUMMARY.md that would stall the Markdown parser (issue 19), in milliseconds', () => {
    const summary = `* [A](a.md)\n* ${'*'.repeat(6500)}x${'*'.repeat(6500)}\n`;
    const started = performance.now();
    const result = readLayout(treeFromFiles({ 'SUMMARY.md': summary, 'a.md': '# A\n' }));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.warnings).toEqual([expect.stringMatching(/^SUMMARY\.md: a run of 6500 emphasis characters.*limit maxDelimiterRun\), ignored; the pages come from the folders$/)]);
    expect(result.pages.map((page) => page.title)).toContain('A');
  });

  it(`attaches entries nested deeper than ${MAX_DEPTH} levels at that depth`, () => {
    const depth = MAX_DEPTH + 5;
    const summary = Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}* [P${level}](p${level}.md)`).join('\n');
    const files: Record<string, string> = { 'SUMMARY.md': summary };
    for (let level = 0; level < depth; level++) files[`p${level}.md`] = `# P${level}\n`;
    const { pages } = readLayout(treeFromFiles(files));
    expect(pages).toHaveLength(depth);
    const depthOf = (key: string): number => {
      const parent = byKey(pages, key).parentKey;
      return parent === '' ? 0 : 1 + depthOf(parent);
    };
    expect(Math.max(...pages.map((page) => depthOf(page.key)))).toBe(MAX_DEPTH - 1);
  });

  it('imports an oversized page without its body and skips an oversized file', () => {
    const big = new Uint8Array(MAX_PAGE_MARKDOWN_BYTES + 1).fill(0x61);
    const result = readLayout(
      treeFromFiles({
        'README.md': '# Home\n\n![huge](.gitbook/assets/huge.png)\n',
        'big.md': big,
        '.gitbook/assets/huge.png': new Uint8Array(MAX_FILE_BYTES + 1),
      }),
    );
    expect(outline(result.pages)).toEqual([
      ['README.md', '', 'document', 'Home'],
      ['big.md', '', 'document', 'Big'],
    ]);
    expect(byKey(result.pages, 'big.md').markdown).toBe('');
    expect(byKey(result.pages, 'README.md').markdown).toBe('![huge](.gitbook/assets/huge.png)\n');
    expect(result.files).toEqual([]);
    expect(result.warnings).toEqual([expect.stringContaining('big.md: larger than'), expect.stringContaining('huge.png: larger than')]);
  });

  it('drops front matter that is not a mapping, and never follows symlinks or submodules', () => {
    const tree = treeFromFiles({ 'README.md': '---\n- a\n---\n# Home\n\nBody\n', 'linked.md': '# Linked\n' });
    tree.set('linked.md', { ...tree.get('linked.md')!, mode: '120000' });
    tree.set('module', { oid: 'a'.repeat(40), mode: '160000' });
    const result = readLayout(tree);
    expect(outline(result.pages)).toEqual([['README.md', '', 'document', 'Home']]);
    expect(result.pages[0].markdown).toBe('Body\n');
    expect(result.warnings).toEqual(['README.md: front matter is not a YAML mapping, ignored']);
  });

  it('cuts titles and descriptions to content limits and keeps slugs of siblings apart', () => {
    const result = readLayout(
      treeFromFiles({
        'SUMMARY.md': '* [One](a/intro.md)\n* [Two](b/intro.md)\n',
        'a/intro.md': `---\ndescription: ${'d'.repeat(1200)}\n---\n# ${'T'.repeat(150)}\n`,
        'b/intro.md': '# Intro B\n',
      }),
    );
    expect(result.pages[0].title).toHaveLength(100);
    expect(result.pages[0].description).toHaveLength(1000);
    expect(result.pages.map((page) => page.slug)).toEqual(['intro', 'intro-2']);
  });

  it("keeps within content's rules: no NUL, clean file names, bounded keys and hrefs", () => {
    const longPath = `${'deep/'.repeat(420)}page.md`;
    const result = readLayout(
      treeFromFiles({
        'SUMMARY.md': `* [Home](README.md)\n* [Long](${longPath})\n* [CDN](//cdn.example.com/x)\n* [Huge](https://e.com/${'x'.repeat(2100)})\n`,
        'README.md': '# Ho\u0000me\n\nA\u0000B ![x](.gitbook/assets/back\\slash.png)\n',
        [longPath]: '# Long\n',
        '.gitbook/assets/back\\slash.png': png(9),
      }),
    );
    expect(outline(result.pages)).toEqual([
      ['README.md', '', 'document', 'Ho\uFFFDme'],
      ['SUMMARY.md#https://cdn.example.com/x', '', 'link', 'CDN'],
    ]);
    expect(result.pages[0].markdown).toBe('A\uFFFDB ![x](quire-import:file/.gitbook%2Fassets%2Fback%5Cslash.png)\n');
    expect(result.files.map((file) => file.name)).toEqual(['back_slash.png']);
    expect(result.warnings).toEqual([expect.stringContaining('is not a markdown file'), expect.stringContaining('longer than 2048')]);
  });

  it('reads an empty repository as no pages', () => {
    expect(readLayout(new Map())).toMatchObject({ pages: [], files: [], redirects: [], warnings: [] });
  });
});
