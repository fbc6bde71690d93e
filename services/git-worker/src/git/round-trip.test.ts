import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contentV1 } from '@quire/proto';
import { startTestGitServer, type TestGitServer } from '@quire/testing';
import { Agent } from 'undici';
import { FakeContent, testJobContext } from '../../test/fake-content';
import { createGitExportHandler, createGitImportHandler } from './handlers';
import { readLayout } from './layout-read';
import { writeLayout, type ExportFile, type ExportPage } from './layout-write';
import { treeFromFiles } from './tree';
import { RepositoryCache } from './transport';

const { PageType, GitOperationKind } = contentV1;

/**
 * The shipped templates, read by content's own catalog (services/content/src/templates). It is
 * required at run time: the type-check of this workspace stays inside it.
 */
type TemplatePage = { title: string; type: 'document' | 'group'; markdown: string; pages: TemplatePage[] };
type Template = { id: string; refs: Record<string, { default: string }>; pages: TemplatePage[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a run-time load, outside this workspace's type-check (above)
const catalog = require(path.resolve(__dirname, '../../../content/src/templates/catalog')) as {
  templateCatalog(): Map<string, Template>;
  fillPlaceholders(markdown: string, values: Record<string, string>): string;
};
const { templateCatalog, fillPlaceholders } = catalog;
const TYPE_NAMES = { [PageType.PAGE_TYPE_DOCUMENT]: 'document', [PageType.PAGE_TYPE_GROUP]: 'group', [PageType.PAGE_TYPE_LINK]: 'link' } as Record<number, string>;

/** A shipped template as the revision content would hold after applying it. */
function templateSpace(id: string): ExportPage[] {
  const template = templateCatalog().get(id)!;
  const values = Object.fromEntries(Object.entries(template.refs).map(([name, ref]) => [name, ref.default]));
  const pages: ExportPage[] = [];
  let next = 0;
  const add = (list: TemplatePage[], parentId: string) => {
    for (const page of list) {
      const pageId = `${id}-${++next}`;
      pages.push({
        id: pageId,
        parentId,
        type: page.type === 'group' ? PageType.PAGE_TYPE_GROUP : PageType.PAGE_TYPE_DOCUMENT,
        title: page.title,
        description: '',
        slug: page.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
        markdown: page.type === 'document' ? fillPlaceholders(page.markdown, values) : '',
        href: '',
        git: undefined,
      });
      add(page.pages, pageId);
    }
  };
  add(template.pages, '');
  return pages;
}

/** A space using what the templates do not: links between pages, images, files, descriptions, link pages. */
const RICH_SPACE: ExportPage[] = [
  { id: 'home', parentId: '', type: PageType.PAGE_TYPE_DOCUMENT, title: 'Home', description: 'Where it starts', slug: 'home', markdown: 'Go to [setup](quire:page/setup#install) or [the API](quire:page/api).\n\n![Diagram](quire:file/diagram)\n', href: '', git: undefined },
  { id: 'guides', parentId: '', type: PageType.PAGE_TYPE_GROUP, title: 'Guides & "how-tos"', description: '', slug: 'guides', markdown: '', href: '', git: undefined },
  { id: 'setup', parentId: 'guides', type: PageType.PAGE_TYPE_DOCUMENT, title: 'Set up [fast]', description: 'A multi-line\ndescription: with a colon', slug: 'setup', markdown: '## Install\n\n{% hint style="info" %}\nSee [home](quire:page/home).\n{% endhint %}\n\n{% file src="quire:file/manual" %}\nThe manual\n{% endfile %}\n', href: '', git: undefined },
  { id: 'setup-linux', parentId: 'setup', type: PageType.PAGE_TYPE_DOCUMENT, title: 'Linux', description: '', slug: 'linux', markdown: '```bash\napt install tool\n```\n\n![Shot](quire:file/shot)\n', href: '', git: undefined },
  { id: 'setup-linux-arm', parentId: 'setup-linux', type: PageType.PAGE_TYPE_DOCUMENT, title: 'ARM', description: '', slug: 'arm', markdown: 'Up to [Linux](quire:page/setup-linux).\n', href: '', git: undefined },
  { id: 'api', parentId: '', type: PageType.PAGE_TYPE_DOCUMENT, title: 'API', description: '', slug: 'api', markdown: '| Method | Path |\n| --- | --- |\n| GET | /users |\n', href: '', git: undefined },
  { id: 'status', parentId: '', type: PageType.PAGE_TYPE_LINK, title: 'Status', description: '', slug: '', markdown: '', href: 'https://status.example.com', git: undefined },
  { id: 'api-link', parentId: '', type: PageType.PAGE_TYPE_LINK, title: 'API again', description: '', slug: '', markdown: '', href: 'quire:page/api', git: undefined },
];
const RICH_FILES: ExportFile[] = [
  { id: 'diagram', name: 'diagram.png', git: undefined, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1]) },
  { id: 'shot', name: 'screenshot.png', git: undefined, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 2]) },
  { id: 'manual', name: 'manual (v2).pdf', git: undefined, bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) },
];

/**
 * What a round trip must keep: order and nesting, types, titles, descriptions, the markdown
 * byte for byte with its link targets (ids replaced by positions, which is all that can
 * survive), files by name and bytes.
 */
function comparable(pages: readonly Pick<ExportPage, 'id' | 'parentId' | 'type' | 'title' | 'description' | 'markdown' | 'href'>[], files: readonly { id: string; name: string; bytes: Uint8Array }[]) {
  const pageIndex = new Map(pages.map((page, index) => [page.id, index]));
  const fileIndex = new Map(files.map((file, index) => [file.id, index]));
  const positions = (text: string) =>
    text
      .replace(/quire:page\/([^)\s"#>]+)/g, (match, id: string) => (pageIndex.has(id) ? `quire:page/@${pageIndex.get(id)}` : match))
      .replace(/quire:file\/([^)\s"#>]+)/g, (match, id: string) => (fileIndex.has(id) ? `quire:file/${files[fileIndex.get(id)!].name}` : match));
  return {
    pages: pages.map((page) => ({
      parent: page.parentId ? pageIndex.get(page.parentId) : null,
      type: TYPE_NAMES[page.type],
      title: page.title,
      description: page.description,
      markdown: positions(page.markdown),
      href: positions(page.href),
    })),
    // Files are a set: no order to keep.
    files: files.map((file) => ({ name: file.name, bytes: [...file.bytes] })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Redirects to a space's first two document pages (old paths of a moved space). */
const redirectsOf = (pages: readonly ExportPage[]) =>
  pages
    .filter((page) => page.type === PageType.PAGE_TYPE_DOCUMENT)
    .slice(0, 2)
    .map((page, index) => ({ source: `old/page-${index}`, pageId: page.id }));
/** Redirects by the position of their page, the only thing of the id that survives. */
const redirectPositions = (redirects: readonly { source: string; pageId: string }[], pages: readonly { id: string }[]) =>
  redirects.map(({ source, pageId }) => [source, pages.findIndex((page) => page.id === pageId)]);

const SPACES: [string, ExportPage[], ExportFile[]][] = [
  ...[...templateCatalog().keys()].map((id): [string, ExportPage[], ExportFile[]] => [`template ${id}`, templateSpace(id), []]),
  ['a space with links, files and link pages', RICH_SPACE, RICH_FILES],
];

describe('round trip through the layout (pure)', () => {
  it.each(SPACES)('%s', (_name, pages, files) => {
    const written = writeLayout(pages, files, { redirects: redirectsOf(pages) });
    const read = readLayout(treeFromFiles(Object.fromEntries(written.writes)));
    expect(read.warnings).toEqual([]);
    // As content would store them: keys → ids, `quire-import:` → `quire:`.
    const pageIds = new Map(read.pages.map((page, index) => [page.key, `p${index}`]));
    const fileIds = new Map(read.files.map((file, index) => [file.key, `f${index}`]));
    const ids = (text: string) =>
      text.replace(/quire-import:(page|file)\/([^)\s"#>]+)/g, (match, kind: string, key: string) => {
        const id = (kind === 'page' ? pageIds : fileIds).get(decodeURIComponent(key));
        return id ? `quire:${kind}/${id}` : match;
      });
    const imported = read.pages.map((page) => ({
      id: pageIds.get(page.key)!,
      parentId: page.parentKey ? pageIds.get(page.parentKey)! : '',
      type: { document: 1, group: 2, link: 3 }[page.type],
      title: page.title,
      description: page.description,
      markdown: ids(page.markdown),
      href: ids(page.href),
    }));
    const importedFiles = read.files.map((file) => ({ id: fileIds.get(file.key)!, name: file.name, bytes: file.bytes }));
    expect(comparable(imported, importedFiles)).toEqual(comparable(pages, files));
    const importedRedirects = read.redirects.map(({ from, pageKey }) => ({ source: from, pageId: pageIds.get(pageKey)! }));
    expect(redirectPositions(importedRedirects, imported)).toEqual(redirectPositions(redirectsOf(pages), pages));
  });
});

describe('round trip through a Git server', () => {
  let server: TestGitServer;
  let agent: Agent;
  let cacheDirectory: string;

  beforeAll(async () => {
    [server, cacheDirectory] = await Promise.all([startTestGitServer(), mkdtemp(path.join(os.tmpdir(), 'quire-git-cache-test-'))]);
    agent = new Agent();
  });
  afterAll(async () => {
    await Promise.all([server.stop(), agent.close(), rm(cacheDirectory, { recursive: true, force: true })]);
  });

  it.each(SPACES.map(([name, pages, files], index): [string, number, ExportPage[], ExportFile[]] => [name, index, pages, files]))('%s', async (_name, index, pages, files) => {
    const repository = `round-trip-${index}`;
    await server.createRepository(repository);
    const cache = new RepositoryCache(cacheDirectory);

    const source = new FakeContent();
    source.setRevision(pages, files.map((file) => ({ ...file, contentType: 'application/octet-stream' })), redirectsOf(pages));
    const exportJob = source.addOperation({ kind: GitOperationKind.GIT_OPERATION_KIND_EXPORT, url: server.authenticatedUrl(repository), commitMessage: 'Export from Quire' });
    await createGitExportHandler({ cache })(exportJob, testJobContext(exportJob, source, agent).context);
    expect(source.completions.at(-1)).toMatchObject({ outcome: contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED });

    const target = new FakeContent();
    const importJob = target.addOperation({ kind: GitOperationKind.GIT_OPERATION_KIND_IMPORT, url: server.authenticatedUrl(repository), repoCacheId: `rt-${index}` });
    await createGitImportHandler({ cache })(importJob, testJobContext(importJob, target, agent).context);
    expect(target.completions.at(-1)).toMatchObject({ outcome: contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED });

    const importedFiles = target.current.files.map((file) => ({ id: file.id, name: file.name, bytes: target.blobs.get(file.sha256)! }));
    expect(comparable(target.current.pages, importedFiles)).toEqual(comparable(pages, files));
    expect(redirectPositions(target.current.redirects, target.current.pages)).toEqual(redirectPositions(redirectsOf(pages), pages));
  });
});
