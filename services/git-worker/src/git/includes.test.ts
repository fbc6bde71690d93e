import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contentV1 } from '@quire/proto';
import { startTestGitServer, type TestGitServer } from '@quire/testing';
import { Agent } from 'undici';
import { FakeContent, testJobContext } from '../../test/fake-content';
import { createGitExportHandler, createGitImportHandler } from './handlers';
import { importReusableRef, reusableBlockComment } from './includes';
import { readLayout } from './layout-read';
import { writeLayout, type ExportPage, type ExportReusableContent } from './layout-write';
import { treeFromFiles } from './tree';
import { RepositoryCache } from './transport';

// Reusable contents in GitBook's layout: `.gitbook/includes/<slug>.md` with a `title` front
// matter, included by `{% include "<relative path>" %}` lines; both ways, and round trips.

const { PageType, GitOperationKind } = contentV1;

const page = (id: string, parentId: string, title: string, markdown: string): ExportPage => ({
  id,
  parentId,
  type: PageType.PAGE_TYPE_DOCUMENT,
  title,
  description: '',
  slug: title.toLowerCase(),
  markdown,
  href: '',
  git: undefined,
});

const PAGES: ExportPage[] = [
  page('home', '', 'Home', `Welcome.\n\n${reusableBlockComment('notice')}\n\n{% hint style="info" %}\n${reusableBlockComment('notice')}\n{% endhint %}\n`),
  page('guide', '', 'Guide', 'The guide.\n'),
  page('deep', 'guide', 'Deep', `Deeper.\n\n${reusableBlockComment('notice')}\n\n${reusableBlockComment('elsewhere')}\n`),
];
const REUSABLE: ExportReusableContent[] = [
  { id: 'notice', title: 'Support notice', markdown: `Write to **support**, or read [the guide](quire:page/guide).\n\n${reusableBlockComment('footer')}\n`, git: undefined },
  { id: 'footer', title: 'Footer: "legal"', markdown: '## Legal\n\nAll rights reserved.\n', git: undefined },
];

const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

describe('writeLayout and readLayout with reusable contents', () => {
  it('writes include files with their title and include lines relative to each page, and reads them back', () => {
    const written = writeLayout(PAGES, [], { reusableContents: REUSABLE });
    expect([...written.reusablePaths]).toEqual([
      ['notice', '.gitbook/includes/support-notice.md'],
      ['footer', '.gitbook/includes/footer-legal.md'],
    ]);
    expect(text(written.writes.get('.gitbook/includes/support-notice.md'))).toBe(
      '---\ntitle: Support notice\n---\n\nWrite to **support**, or read [the guide](../../guide/README.md).\n\n{% include "footer-legal.md" %}\n',
    );
    expect(text(written.writes.get('.gitbook/includes/footer-legal.md'))).toBe('---\ntitle: \'Footer: "legal"\'\n---\n\n## Legal\n\nAll rights reserved.\n');
    expect(text(written.writes.get('README.md'))).toBe(
      '# Home\n\nWelcome.\n\n{% include ".gitbook/includes/support-notice.md" %}\n\n{% hint style="info" %}\n{% include ".gitbook/includes/support-notice.md" %}\n{% endhint %}\n',
    );
    // Nested one level down; a block naming no reusable content of the revision stays a block.
    expect(text(written.writes.get('guide/deep.md'))).toBe(
      `# Deep\n\nDeeper.\n\n{% include "../.gitbook/includes/support-notice.md" %}\n\n${reusableBlockComment('elsewhere')}\n`,
    );

    const read = readLayout(treeFromFiles(Object.fromEntries(written.writes)));
    expect(read.warnings).toEqual([]);
    // Include files are not pages.
    expect(read.pages.map((imported) => imported.title)).toEqual(['Home', 'Guide', 'Deep']);
    expect(read.reusableContents.map(({ key, title }) => [key, title])).toEqual([
      ['.gitbook/includes/footer-legal.md', 'Footer: "legal"'],
      ['.gitbook/includes/support-notice.md', 'Support notice'],
    ]);
    const notice = importReusableRef('.gitbook/includes/support-notice.md');
    expect(read.pages[0].markdown).toBe(`Welcome.\n\n${reusableBlockComment(notice)}\n\n{% hint style="info" %}\n${reusableBlockComment(notice)}\n{% endhint %}\n`);
    expect(read.reusableContents[1].markdown).toBe(
      `Write to **support**, or read [the guide](quire-import:page/guide%2FREADME.md).\n\n${reusableBlockComment(importReusableRef('.gitbook/includes/footer-legal.md'))}\n`,
    );
    expect(read.reusableContents[0].markdown).toBe('## Legal\n\nAll rights reserved.\n');
  });

  it('reads GitBook\'s own repositories: includes from a docs root, a title from the file name without front matter, unknown includes kept', () => {
    const read = readLayout(
      treeFromFiles({
        '.gitbook.yaml': 'root: ./docs/\n',
        'docs/README.md': '# Start\n\n{% include "../other/thing.md" %}\n',
        'docs/guides/setup.md': '# Setup\n\n  {% include "../.gitbook/includes/feature-request.md" %}\n\n{% include "/.gitbook/includes/feature-request.md" %}\n',
        'docs/.gitbook/includes/feature-request.md': '## Feature requests\n\nTell us.\n',
      }),
    );
    expect(read.reusableContents).toEqual([
      { key: 'docs/.gitbook/includes/feature-request.md', title: 'Feature request', markdown: '## Feature requests\n\nTell us.\n', git: { oid: expect.any(String), path: 'docs/.gitbook/includes/feature-request.md' } },
    ]);
    const ref = reusableBlockComment(importReusableRef('docs/.gitbook/includes/feature-request.md'));
    expect(read.pages.find((imported) => imported.title === 'Setup')!.markdown).toBe(`  ${ref}\n\n${ref}\n`);
    expect(read.pages.find((imported) => imported.title === 'Start')!.markdown).toBe('{% include "../other/thing.md" %}\n');
  });

  it('keeps an include file where the last sync put it, and removes the include files of reusable contents that are gone', () => {
    const existing = treeFromFiles({
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n',
      'README.md': '# Home\n',
      '.gitbook/includes/custom-name.md': '---\ntitle: Support notice\n---\n\nOld.\n',
      '.gitbook/includes/removed.md': '---\ntitle: Removed\n---\n\nGone.\n',
    });
    const written = writeLayout([PAGES[0]], [], {
      existing,
      reusableContents: [{ ...REUSABLE[0], markdown: 'New.\n', git: { oid: 'x', path: '.gitbook/includes/custom-name.md' } }],
    });
    expect(written.reusablePaths.get('notice')).toBe('.gitbook/includes/custom-name.md');
    expect(text(written.writes.get('.gitbook/includes/custom-name.md'))).toBe('---\ntitle: Support notice\n---\n\nNew.\n');
    expect([...written.deletes]).toEqual(['.gitbook/includes/removed.md']);
  });
});

describe('reusable contents round trip through a Git server', () => {
  let server: TestGitServer;
  let agent: Agent;
  let cacheDirectory: string;

  beforeAll(async () => {
    [server, cacheDirectory] = await Promise.all([startTestGitServer(), mkdtemp(path.join(os.tmpdir(), 'quire-git-includes-test-'))]);
    agent = new Agent();
  });
  afterAll(async () => {
    await Promise.all([server.stop(), agent.close(), rm(cacheDirectory, { recursive: true, force: true })]);
  });

  it('exports reusable contents and the pages that include them, and imports them back unchanged', async () => {
    await server.createRepository('includes');
    const cache = new RepositoryCache(cacheDirectory);
    const source = new FakeContent();
    source.setRevision(PAGES, [], [], REUSABLE);
    const exportJob = source.addOperation({ kind: GitOperationKind.GIT_OPERATION_KIND_EXPORT, url: server.authenticatedUrl('includes'), commitMessage: 'Export' });
    await createGitExportHandler({ cache })(exportJob, testJobContext(exportJob, source, agent).context);
    expect(source.completions.at(-1)).toMatchObject({ outcome: contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED });
    const files = await server.files('includes');
    expect([...files.keys()].filter((name) => name.startsWith('.gitbook/')).sort()).toEqual(['.gitbook/includes/footer-legal.md', '.gitbook/includes/support-notice.md']);

    const target = new FakeContent();
    const importJob = target.addOperation({ kind: GitOperationKind.GIT_OPERATION_KIND_IMPORT, url: server.authenticatedUrl('includes'), repoCacheId: 'includes' });
    await createGitImportHandler({ cache })(importJob, testJobContext(importJob, target, agent).context);
    expect(target.completions.at(-1)).toMatchObject({ outcome: contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED });

    // The same titles and bodies, up to ids (replaced by the source's, matched by title).
    const imported = target.current;
    const reusableIds = new Map(imported.reusableContents.map((reusable) => [reusable.id, REUSABLE.find((original) => original.title === reusable.title)!.id]));
    const pageIds = new Map(imported.pages.map((imported) => [imported.id, PAGES.find((original) => original.title === imported.title)!.id]));
    const original = (markdown: string) =>
      markdown
        .replace(/"reusableContent":"([^"]+)"/g, (match, id: string) => (reusableIds.has(id) ? `"reusableContent":"${reusableIds.get(id)}"` : match))
        .replace(/quire:page\/([^)\s"#]+)/g, (match, id: string) => (pageIds.has(id) ? `quire:page/${pageIds.get(id)}` : match));
    expect(imported.reusableContents.map((reusable) => ({ id: reusableIds.get(reusable.id), title: reusable.title, markdown: original(reusable.markdown) })).sort((a, b) => a.id!.localeCompare(b.id!))).toEqual(
      REUSABLE.map(({ id, title, markdown }) => ({ id, title, markdown })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(imported.pages.map((imported) => ({ title: imported.title, markdown: original(imported.markdown) }))).toEqual(PAGES.map(({ title, markdown }) => ({ title, markdown })));
  });
});
