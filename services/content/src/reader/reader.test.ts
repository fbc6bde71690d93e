import { plainTextDocument } from '@quire/documents';
import { contentV1 } from '@quire/proto';
import { createLogger, GRPC_MAX_MESSAGE_BYTES, newId } from '@quire/shared';
import type pg from 'pg';
import { APP_URL, createSpace, errorOf, newOrganization, PUBLIC_URL, Status, useTestEnvironment, type Org } from '../../test/helpers';
import type { FileEntry, PageEntry } from '../content-tree/entries';
import type { ContentContext } from '../context';
import { createDatabase, type PrismaClient } from '../db';
import { MAX_FORMER_PATHS_PER_SPACE } from '../lib/page-path-history';
import { urlSigner } from '../lib/signed-urls';
import { bodyHashOf, putBodies } from '../revision-store/bodies';
import { createRevision, loadStoredRevision } from '../revision-store/store';
import { spaceIndexer } from '../search/commands/space-indexer';
import { searchIndexOf } from '../search/engine';
import { getOpenAPISpecs } from './handlers/get-openapi-specs';
import { dereferenceDocument, UnsendableDocument } from './openapi-documents';
import { getPageDocuments } from './handlers/get-page-documents';
import { getSpaceTrees } from './handlers/get-space-trees';
import { treeStats } from './trees';
import { encodeSpaceTrees } from './wire';

// ContentReaderService over gRPC against the real database, as the reader calls it: no
// principal, an organization in every request.

const env = useTestEnvironment();
const reader = () => env.anonymous;

// Answers near the 32 MiB gRPC message limit go past the test client's 4 MiB: those tests call
// the handler itself, with the parts of a ContentContext the reader uses, and check the size
// the answer would have on the wire.
let direct: ContentContext;
let directPool: pg.Pool;
const logged: { message: string; fields: Record<string, unknown> }[] = [];
beforeAll(() => {
  directPool = createDatabase(env.databaseUrl).pool;
  const logger = createLogger('reader-test', 'silent');
  logger.warn = ((fields: Record<string, unknown>, message: string) => {
    logged.push({ fields, message });
  }) as unknown as typeof logger.warn;
  direct = { db: env.db, pool: directPool, urls: { publicUrl: PUBLIC_URL, appUrl: APP_URL }, logger, signer: urlSigner('content-test-url-signing-key-0123456789') } as ContentContext;
});
afterAll(async () => {
  await directPool.end();
});
const { TreePageKind, PageType, PageFormat } = contentV1;

const T0 = '2026-01-01T00:00:00.000Z';

type PageSpec = Partial<PageEntry> & { title: string; markdown?: string };

let positions = 0;
/** A page entry (a document unless `kind` says otherwise) and its Markdown. */
function entryOf(spec: PageSpec): [PageEntry, string] {
  positions += 1;
  const { markdown = '', ...fields } = spec;
  const entry: PageEntry = {
    id: newId(),
    kind: 'document',
    parentId: null,
    position: `a${String(positions).padStart(6, '0')}`,
    slug: spec.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    createdAt: T0,
    updatedAt: T0,
    ...fields,
  };
  if (entry.kind === 'document') entry.bodyHash = bodyHashOf(markdown);
  return [entry, markdown];
}

/** Writes pages (and files) as the space's new main revision straight through the revision store (no event, no path history). */
async function writeMain(spaceId: string, pages: [PageEntry, string][], files: FileEntry[] = []): Promise<string> {
  const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
  const main = await loadStoredRevision(env.db, space.revisionId);
  await putBodies(env.db, new Map(pages.filter(([entry]) => entry.bodyHash).map(([entry, markdown]) => [entry.bodyHash!, markdown])));
  const revision = await createRevision(env.db, {
    spaceId,
    base: main,
    changes: { pages: { put: pages.map(([entry]) => entry) }, files: { put: files } },
    type: 'edits',
    parents: [main.id],
  });
  await env.db.space.update({ where: { id: spaceId }, data: { revisionId: revision.id } });
  return revision.id;
}

const fileEntry = (name: string, fields: Partial<FileEntry> = {}): FileEntry => ({
  id: newId(),
  name,
  contentType: 'image/png',
  size: 1234,
  blobHash: 'f'.repeat(64),
  createdAt: T0,
  ...fields,
});

const trees = (organizationId: string, spaceIds: string[]) => reader().getSpaceTrees({ organizationId, spaceIds });

async function spaceOf(org: Org, title = 'Docs') {
  return createSpace(env, org, title);
}

const treeOf = async (org: Org, spaceId: string) => {
  const { spaces } = await trees(org.id, [spaceId]);
  expect(spaces).toHaveLength(1);
  return spaces[0];
};

// --- Change request flows through the API (what records former paths) ---

const pageBody = (markdown: string): contentV1.PageContent => ({ markdown, document: undefined });

async function inChangeRequest<T>(org: Org, spaceId: string, edit: (changeRequestId: string) => Promise<T>): Promise<T> {
  const admin = env.as(org.admin);
  const { changeRequest } = await admin.createChangeRequest({ spaceId, subject: 'Edit' });
  const result = await edit(changeRequest!.id);
  const merged = await admin.mergeChangeRequest({ spaceId, changeRequestId: changeRequest!.id });
  expect(merged.result).toBe('merge');
  return result;
}

const createPage = (org: Org, spaceId: string, changeRequestId: string, input: Partial<contentV1.CreatePageRequest> & { title: string }) =>
  env
    .as(org.admin)
    .createPage({
      spaceId,
      changeRequestId,
      type: PageType.PAGE_TYPE_DOCUMENT,
      position: undefined,
      content: input.type === PageType.PAGE_TYPE_GROUP ? undefined : pageBody(`Text of ${input.title}.`),
      target: undefined,
      ...input,
    })
    .then((response) => (response.page as { id: string }).id);

const updatePage = (org: Org, spaceId: string, changeRequestId: string, pageId: string, input: Partial<contentV1.UpdatePageRequest>) =>
  env.as(org.admin).updatePage({
    spaceId,
    changeRequestId,
    pageId,
    emoji: undefined,
    icon: undefined,
    description: undefined,
    parent: undefined,
    position: undefined,
    content: undefined,
    target: undefined,
    ...input,
  });

const resolve = (org: Org, spaceId: string, revisionId: string, path: string) => reader().resolvePagePath({ organizationId: org.id, spaceId, revisionId, path });

const currentRevision = async (spaceId: string) => (await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } })).revisionId;

describe('GetSpaceTrees', () => {
  it('refuses bad input with INVALID_ARGUMENT naming the field', async () => {
    const org = newOrganization(env);
    const cases: [Partial<contentV1.GetSpaceTreesRequest>, string][] = [
      [{ organizationId: '', spaceIds: [] }, 'organizationId: Too small: expected string to have >=1 characters'],
      [{ organizationId: org.id, spaceIds: ['not an id'] }, 'spaceIds.0: must be an id'],
      [{ organizationId: org.id, spaceIds: Array.from({ length: 101 }, () => newId()) }, 'spaceIds: must hold at most 100 ids'],
      [{ organizationId: org.id, spaceIds: ['a\u0000b'] }, 'spaceIds.0: must not contain NUL characters'],
    ];
    for (const [request, message] of cases) {
      expect(await errorOf(reader().getSpaceTrees({ organizationId: '', spaceIds: [], ...request }))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: message });
    }
    expect((await trees(org.id, [])).spaces).toEqual([]);
  });

  it('answers the current revision with every page depth first: paths as GetPageByPath takes them, hidden pages marked, link targets, covers', async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org, 'Handbook');
    await env.db.space.update({ where: { id: space.id }, data: { emoji: '📘', iconUrl: 'https://icons.example.com/book.svg' } });
    const cover = fileEntry('cover.png', { width: 1600, height: 400 });
    const other = fileEntry('other.png');
    const [guides] = entryOf({ title: 'Guides', kind: 'group' });
    const [install, installBody] = entryOf({
      title: 'Install',
      parentId: guides.id,
      description: 'How to install',
      emoji: '1f680',
      markdown: '---\ndescription: ignored here\ncover: .gitbook/assets/cover.png\ncoverY: 42\n---\n\n# Install\n\nRun it.\n',
    });
    const [linux, linuxBody] = entryOf({ title: 'Linux', parentId: install.id, hidden: true, markdown: "---\ncover: 'https://images.example.com/tux.png'\n---\nOn Linux.\n" });
    const [again, againBody] = entryOf({ title: 'Install', parentId: guides.id, markdown: 'The other install page.' });
    const [status] = entryOf({ title: 'Status', kind: 'link', parentId: guides.id, target: { kind: 'url', url: 'https://status.example.com' } });
    const [faq, faqBody] = entryOf({ title: 'FAQ', icon: 'circle-question', emoji: '👩‍💻', markdown: `---\ncover: quire:file/${other.id}\n---\nQuestions.` });
    const [missing, missingBody] = entryOf({ title: 'Elsewhere', markdown: '---\ncover: .gitbook/assets/absent.png\n---\nNo such file.' });
    const [unclosed, unclosedBody] = entryOf({ title: 'Unclosed', markdown: '---\ncover: https://images.example.com/x.png\nno closing line' });
    const revisionId = await writeMain(
      space.id,
      [[guides, ''], [install, installBody], [linux, linuxBody], [again, againBody], [status, ''], [faq, faqBody], [missing, missingBody], [unclosed, unclosedBody]],
      [cover, other],
    );

    const tree = await treeOf(org, space.id);
    expect(tree).toMatchObject({ spaceId: space.id, title: 'Handbook', revisionId, emoji: '1f4d8', icon: 'https://icons.example.com/book.svg' });
    expect(tree.updatedAt!.getTime()).toBeGreaterThanOrEqual(new Date(space.updatedAt!).getTime());
    expect(tree.pages.map((page) => [page.title, page.kind, page.path, page.slug, page.parentId ?? null, page.hidden])).toEqual([
      ['Guides', TreePageKind.TREE_PAGE_KIND_GROUP, 'guides', 'guides', null, false],
      ['Install', TreePageKind.TREE_PAGE_KIND_DOCUMENT, 'guides/install', 'install', guides.id, false],
      ['Linux', TreePageKind.TREE_PAGE_KIND_DOCUMENT, 'guides/install/linux', 'linux', install.id, true],
      ['Install', TreePageKind.TREE_PAGE_KIND_DOCUMENT, 'guides/install-2', 'install-2', guides.id, false],
      ['Status', TreePageKind.TREE_PAGE_KIND_LINK, '', '', guides.id, false],
      ['FAQ', TreePageKind.TREE_PAGE_KIND_DOCUMENT, 'faq', 'faq', null, false],
      ['Elsewhere', TreePageKind.TREE_PAGE_KIND_DOCUMENT, 'elsewhere', 'elsewhere', null, false],
      ['Unclosed', TreePageKind.TREE_PAGE_KIND_DOCUMENT, 'unclosed', 'unclosed', null, false],
    ]);
    const byId = new Map(tree.pages.map((page) => [page.id, page]));
    expect(byId.get(install.id)).toMatchObject({
      description: 'How to install',
      emoji: '1f680',
      cover: { ref: { kind: 'file', file: cover.id }, yPos: 42 },
      target: undefined,
      updatedAt: new Date(T0),
    });
    expect(byId.get(linux.id)!.cover).toEqual({ ref: { kind: 'url', url: 'https://images.example.com/tux.png' }, yPos: 0 });
    expect(byId.get(status.id)).toMatchObject({ target: { kind: 'url', url: 'https://status.example.com' }, cover: undefined });
    // Emoji go as code points, whether stored as characters or not.
    expect(byId.get(faq.id)).toMatchObject({ icon: 'circle-question', emoji: '1f469-200d-1f4bb', cover: { ref: { kind: 'file', file: other.id }, yPos: 0 } });
    // A cover naming no file of the revision, or front matter that never closes: no cover.
    expect(byId.get(missing.id)!.cover).toBeUndefined();
    expect(byId.get(unclosed.id)!.cover).toBeUndefined();

    // On the wire, the pages kept encoded decode exactly as the generated encoding's.
    const response = await getSpaceTrees(direct, { organizationId: org.id, spaceIds: [space.id, newId()] });
    const withOmitted = { ...response, omittedSpaceIds: [newId()], spaces: [...response.spaces, { ...response.spaces[0], pages: [...response.spaces[0].pages] }] };
    for (const message of [response, withOmitted]) {
      const generated = contentV1.GetSpaceTreesResponse.decode(contentV1.GetSpaceTreesResponse.encode(message).finish());
      expect(contentV1.GetSpaceTreesResponse.decode(encodeSpaceTrees(message).finish())).toEqual(generated);
      expect(generated.spaces[0].pages).toHaveLength(8);
    }

    // Every path is one GetPageByPath answers with the same page.
    for (const page of tree.pages.filter((page) => page.path !== '')) {
      const found = await env.as(org.admin).getPageByPath({ spaceId: space.id, pagePath: page.path, format: PageFormat.PAGE_FORMAT_UNSPECIFIED });
      expect((found.page as { id: string }).id).toBe(page.id);
    }
  });

  it("answers only live spaces of the organization: another organization's, a trashed or an unknown space is absent", async () => {
    const org = newOrganization(env);
    const [kept, trashed] = [await spaceOf(org, 'Kept'), await spaceOf(org, 'Trashed')];
    const foreign = await spaceOf(newOrganization(env), 'Foreign');
    await env.as(org.admin).deleteSpace({ spaceId: trashed.id });
    const { spaces, omittedSpaceIds } = await trees(org.id, [kept.id, trashed.id, foreign.id, newId(), kept.id]);
    expect(spaces.map((space) => space.spaceId)).toEqual([kept.id]);
    expect(spaces[0].pages).toEqual([]);
    expect(omittedSpaceIds).toEqual([]);
    // The other organization reads its own space and nothing of this one.
    expect((await trees(foreign.organization, [kept.id, foreign.id])).spaces.map((space) => space.spaceId)).toEqual([foreign.id]);
  });

  it('builds the tree of a revision once and keeps it; a new revision gets a new tree', async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    await writeMain(space.id, [entryOf({ title: 'One', markdown: 'One.' })]);
    const before = treeStats.builds;
    const first = await treeOf(org, space.id);
    const [second, third] = await Promise.all([treeOf(org, space.id), treeOf(org, space.id)]);
    expect(treeStats.builds).toBe(before + 1);
    expect(second.pages).toEqual(first.pages);
    expect(third.revisionId).toBe(first.revisionId);
    await writeMain(space.id, [entryOf({ title: 'Two', markdown: 'Two.' })]);
    const next = await treeOf(org, space.id);
    expect(treeStats.builds).toBe(before + 2);
    expect(next.revisionId).not.toBe(first.revisionId);
    expect(next.pages.map((page) => page.title)).toEqual(['One', 'Two']);
  });

  it('reads 20 spaces in as many queries as 1 (no query per space), and a kept tree in one', async () => {
    const org = newOrganization(env);
    const spaceIds: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const space = await spaceOf(org, `S${i}`);
      const [parent, parentBody] = entryOf({ title: `Parent ${i}`, markdown: `Parent ${i}.` });
      await writeMain(space.id, [
        [parent, parentBody],
        entryOf({ title: `Child ${i}`, parentId: parent.id, markdown: `---\ncover: https://images.example.com/${i}.png\n---\nChild ${i}.` }),
        entryOf({ title: `Group ${i}`, kind: 'group' }),
      ]);
      spaceIds.push(space.id);
    }
    const { db, pool } = createDatabase(env.databaseUrl);
    let queries = 0;
    const counting = db.$extends({
      query: {
        async $allOperations({ args, query }) {
          queries += 1;
          return query(args);
        },
      },
    }) as unknown as PrismaClient;
    const countingPool = {
      query: (...args: Parameters<pg.Pool['query']>) => {
        queries += 1;
        return (pool.query as (...a: unknown[]) => unknown)(...args);
      },
    } as unknown as pg.Pool;
    const ctx = { db: counting, pool: countingPool, urls: { publicUrl: PUBLIC_URL, appUrl: APP_URL }, logger: createLogger('reader-test', 'silent') } as ContentContext;
    const queriesFor = async (ids: string[]) => {
      queries = 0;
      const { spaces } = await getSpaceTrees(ctx, { organizationId: org.id, spaceIds: ids });
      expect(spaces).toHaveLength(ids.length);
      for (const space of spaces) expect(space.pages).toHaveLength(3);
      return queries;
    };
    try {
      const one = await queriesFor(spaceIds.slice(0, 1));
      const twenty = await queriesFor(spaceIds.slice(1));
      // The spaces, their revisions' chunk maps, the chunks, the bodies' front matter.
      expect(one).toBe(4);
      expect(twenty).toBe(one);
      // Trees kept: the spaces alone.
      expect(await queriesFor(spaceIds.slice(1))).toBe(1);
      expect(await queriesFor(spaceIds.slice(0, 1))).toBe(1);
    } finally {
      await db.$disconnect();
    }
  });
});

describe('GetPageDocuments', () => {
  it('refuses bad input, and answers NOT_FOUND for a revision that is not the main content of a live space of the organization', async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const revisionId = await writeMain(space.id, [entryOf({ title: 'Page', markdown: 'Text.' })]);
    const request = { organizationId: org.id, spaceId: space.id, revisionId, pageIds: [] as string[] };
    expect(await errorOf(reader().getPageDocuments({ ...request, pageIds: Array.from({ length: 51 }, () => newId()) }))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'pageIds: must hold at most 50 ids',
    });
    expect(await errorOf(reader().getPageDocuments({ ...request, revisionId: '../x' }))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'revisionId: must be an id' });

    const otherSpace = await spaceOf(org, 'Other');
    const otherRevision = await writeMain(otherSpace.id, [entryOf({ title: 'Elsewhere', markdown: 'Else.' })]);
    const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Draft' });
    const draftPage = await createPage(org, space.id, changeRequest!.id, { title: 'Draft' });
    const draftRevision = (await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequest!.id } })).revisionId;
    for (const wrong of [
      { revisionId: otherRevision },
      { revisionId: newId() },
      { revisionId: draftRevision, pageIds: [draftPage] },
      { organizationId: newOrganization(env).id },
    ]) {
      expect(await errorOf(reader().getPageDocuments({ ...request, ...wrong }))).toMatchObject({ code: Status.NOT_FOUND, details: 'Revision not found' });
    }
    await env.as(org.admin).deleteSpace({ spaceId: space.id });
    expect(await errorOf(reader().getPageDocuments(request))).toMatchObject({ code: Status.NOT_FOUND, details: 'Revision not found' });
  });

  it("answers each document page's GitBook document (as getPageById?format=document) and Markdown; groups, links and unknown ids are absent", async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const [group] = entryOf({ title: 'Group', kind: 'group' });
    const [first, firstBody] = entryOf({ title: 'First', parentId: group.id, markdown: '# First\n\nSome **bold** text and a [link](https://example.com).\n\n- one\n- two\n' });
    const [second, secondBody] = entryOf({ title: 'Second', markdown: '{% hint style="info" %}\nA hint.\n{% endhint %}\n' });
    const [link] = entryOf({ title: 'Link', kind: 'link', target: { kind: 'url', url: 'https://example.com' } });
    // Over a structural limit of the parser: answered as its plain text, as every read does.
    const [huge, hugeBody] = entryOf({ title: 'Huge', markdown: `Stars ${'*'.repeat(6500)} here.` });
    const revisionId = await writeMain(space.id, [[group, ''], [first, firstBody], [second, secondBody], [link, ''], [huge, hugeBody]]);

    const { pages, omittedPageIds } = await reader().getPageDocuments({
      organizationId: org.id,
      spaceId: space.id,
      revisionId,
      pageIds: [second.id, group.id, link.id, newId(), first.id, huge.id, first.id],
    });
    expect(omittedPageIds).toEqual([]);
    expect(pages.map((page) => page.pageId)).toEqual([second.id, first.id, huge.id]);
    for (const page of pages.slice(0, 2)) {
      const { page: presented } = await env.as(org.admin).getPage({ spaceId: space.id, pageId: page.pageId, format: PageFormat.PAGE_FORMAT_DOCUMENT });
      expect(page.document).toEqual(presented!.document);
      const { page: markdown } = await env.as(org.admin).getPage({ spaceId: space.id, pageId: page.pageId, format: PageFormat.PAGE_FORMAT_MARKDOWN });
      expect(page.markdown).toBe(markdown!.markdown);
    }
    expect(JSON.stringify(pages[0].document)).toContain('"type":"hint"');
    expect(pages[2]).toEqual({ pageId: huge.id, document: plainTextDocument(hugeBody), markdown: hugeBody });
  });

  it('leaves out the pages past 16 MiB of Markdown and documents, to be asked for again; the first is always answered', async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    // Bodies over a parse limit: Markdown and a plain-text document of just over 1 MiB each.
    const specs = Array.from({ length: 9 }, (_, i) => entryOf({ title: `Big ${i}`, markdown: `${i} ${'*'.repeat(40)} ${'x'.repeat(1024 * 1024 + 50_000)}` }));
    const revisionId = await writeMain(space.id, specs);
    const ids = specs.map(([entry]) => entry.id);
    const response = await getPageDocuments(direct, { organizationId: org.id, spaceId: space.id, revisionId, pageIds: ids });
    expect(response.pages.map((page) => page.pageId)).toEqual(ids.slice(0, 7));
    expect(response.omittedPageIds).toEqual(ids.slice(7));
    expect(contentV1.GetPageDocumentsResponse.encode(response).finish().length).toBeLessThan(GRPC_MAX_MESSAGE_BYTES);
    const again = await getPageDocuments(direct, { organizationId: org.id, spaceId: space.id, revisionId, pageIds: response.omittedPageIds });
    expect(again.pages.map((page) => page.pageId)).toEqual(ids.slice(7));
  });
});

describe('GetRevisionFiles', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP4z8DAwMDAxAADAB3KAgHTt6+ZAAAAAElFTkSuQmCC', 'base64');

  it('answers files as listFiles presents them (the same downloadURL), with the dimensions measured for images', async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const uploaded = await inChangeRequest(org, space.id, async (changeRequestId) => {
      const upload = (name: string, contentType: string, data: Buffer) =>
        env.as(org.admin).uploadFile({ spaceId: space.id, changeRequestId, name, contentType, data }).then((response) => response.file!);
      return [await upload('photo.png', 'image/png', PNG), await upload('notes.pdf', 'application/pdf', Buffer.from('%PDF-1.4 not much'))];
    });
    const revisionId = await currentRevision(space.id);
    const [photo, pdf] = uploaded;
    const { files } = await reader().getRevisionFiles({ organizationId: org.id, spaceId: space.id, revisionId, fileIds: [pdf.id, newId(), photo.id, pdf.id] });
    const listed = new Map((await env.as(org.admin).listFiles({ spaceId: space.id })).items.map((file) => [file.id, file]));
    expect(files).toEqual([
      { id: pdf.id, name: 'notes.pdf', contentType: 'application/pdf', downloadUrl: listed.get(pdf.id)!.downloadUrl, size: pdf.size, width: undefined, height: undefined },
      { id: photo.id, name: 'photo.png', contentType: 'image/png', downloadUrl: listed.get(photo.id)!.downloadUrl, size: PNG.length, width: 2, height: 3 },
    ]);
    expect(files[1].downloadUrl.startsWith(`${PUBLIC_URL}/v1/downloads/`)).toBe(true);
    // The signature is content's own: the token names this blob.
    const token = files[1].downloadUrl.slice(`${PUBLIC_URL}/v1/downloads/`.length);
    expect(urlSigner('content-test-url-signing-key-0123456789').verify(token)).toMatchObject({ kind: 'blob', contentType: 'image/png', name: 'photo.png' });
  });

  it("refuses more than 500 ids, and answers NOT_FOUND for another organization's or a trashed space", async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const revisionId = await writeMain(space.id, [], [fileEntry('a.png')]);
    const request = { organizationId: org.id, spaceId: space.id, revisionId, fileIds: [] as string[] };
    expect(await errorOf(reader().getRevisionFiles({ ...request, fileIds: Array.from({ length: 501 }, () => newId()) }))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'fileIds: must hold at most 500 ids',
    });
    expect(await errorOf(reader().getRevisionFiles({ ...request, organizationId: newOrganization(env).id }))).toMatchObject({ code: Status.NOT_FOUND });
    await env.as(org.admin).deleteSpace({ spaceId: space.id });
    expect(await errorOf(reader().getRevisionFiles(request))).toMatchObject({ code: Status.NOT_FOUND, details: 'Revision not found' });
  });
});

describe('ResolvePagePath', () => {
  it('refuses a path that is empty, too long or has a slash around it', async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const revisionId = await currentRevision(space.id);
    for (const [path, message] of [
      ['', 'path: must not be empty'],
      ['/intro', 'path: must not start or end with "/"'],
      ['intro/', 'path: must not start or end with "/"'],
      ['x'.repeat(2049), 'path: must be at most 2048 characters'],
    ]) {
      expect(await errorOf(resolve(org, space.id, revisionId, path))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: message });
    }
  });

  it('leads the former path of a page renamed by a merged change request to it, while a live path always wins', async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const intro = await inChangeRequest(org, space.id, (changeRequestId) => createPage(org, space.id, changeRequestId, { title: 'Intro' }));
    const child = await inChangeRequest(org, space.id, (changeRequestId) => createPage(org, space.id, changeRequestId, { title: 'Setup', parent: intro }));
    expect((await resolve(org, space.id, await currentRevision(space.id), 'intro/setup')).pageId).toBe(child);

    await inChangeRequest(org, space.id, (changeRequestId) => updatePage(org, space.id, changeRequestId, intro, { title: 'Getting started', slug: 'getting-started' }));
    const renamed = await currentRevision(space.id);
    expect((await treeOf(org, space.id)).pages.map((page) => page.path)).toEqual(['getting-started', 'getting-started/setup']);
    // The page and its child keep their old paths.
    expect((await resolve(org, space.id, renamed, 'intro')).pageId).toBe(intro);
    expect((await resolve(org, space.id, renamed, 'intro/setup')).pageId).toBe(child);
    expect((await resolve(org, space.id, renamed, 'getting-started')).pageId).toBe(intro);
    expect((await resolve(org, space.id, renamed, 'nowhere')).pageId).toBeUndefined();
    const rows = await env.db.pagePathHistory.findMany({ where: { spaceId: space.id }, orderBy: { path: 'asc' } });
    expect(rows.map((row) => [row.path, row.pageId])).toEqual([
      ['intro', intro],
      ['intro/setup', child],
    ]);

    // A new page taking the old path shadows the record: live paths are tried first.
    const newcomer = await inChangeRequest(org, space.id, (changeRequestId) => createPage(org, space.id, changeRequestId, { title: 'Intro' }));
    expect((await resolve(org, space.id, await currentRevision(space.id), 'intro')).pageId).toBe(newcomer);
    // The older revision still reads as it was.
    expect((await resolve(org, space.id, renamed, 'intro')).pageId).toBe(intro);
  });

  it('leads the former path of a page moved by a merged change request to it, the latest owner of a path winning', async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const [api, guides, page] = await inChangeRequest(org, space.id, async (changeRequestId) => {
      const apiId = await createPage(org, space.id, changeRequestId, { title: 'API' });
      const guidesId = await createPage(org, space.id, changeRequestId, { title: 'Guides' });
      return [apiId, guidesId, await createPage(org, space.id, changeRequestId, { title: 'Auth', parent: apiId })];
    });
    await inChangeRequest(org, space.id, (changeRequestId) => updatePage(org, space.id, changeRequestId, page, { parent: guides }));
    const moved = await currentRevision(space.id);
    expect((await resolve(org, space.id, moved, 'guides/auth')).pageId).toBe(page);
    expect((await resolve(org, space.id, moved, 'api/auth')).pageId).toBe(page);

    // Another page later takes api/auth and moves away in turn: the path now leads to it.
    const other = await inChangeRequest(org, space.id, (changeRequestId) => createPage(org, space.id, changeRequestId, { title: 'Auth', parent: api }));
    await inChangeRequest(org, space.id, (changeRequestId) => updatePage(org, space.id, changeRequestId, other, { slug: 'authentication' }));
    expect((await resolve(org, space.id, await currentRevision(space.id), 'api/auth')).pageId).toBe(other);
    expect(await env.db.pagePathHistory.count({ where: { spaceId: space.id, path: 'api/auth' } })).toBe(1);

    // A deleted page's paths lead nowhere, and a page deleted later stops being a target.
    await inChangeRequest(org, space.id, (changeRequestId) => env.as(org.admin).deletePage({ spaceId: space.id, changeRequestId, pageId: other }));
    const latest = await currentRevision(space.id);
    expect((await resolve(org, space.id, latest, 'api/auth')).pageId).toBeUndefined();
    expect((await resolve(org, space.id, latest, 'api/authentication')).pageId).toBeUndefined();
  });

  it('follows the Git Sync redirects of the revision, normalized as GetPageByPath does, and records paths an import takes away', async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const imported = (key: string, input: Partial<contentV1.ImportedPage> = {}): contentV1.ImportedPage => ({
      key,
      parentKey: '',
      type: PageType.PAGE_TYPE_DOCUMENT,
      title: key.replace(/\.md$/, ''),
      description: '',
      slug: '',
      markdown: `Text of ${key}.`,
      href: '',
      git: undefined,
      ...input,
    });
    const write = (pages: contentV1.ImportedPage[], redirects: contentV1.ImportedRedirect[]) =>
      reader().writeRevision({
        organizationId: org.id,
        spaceId: space.id,
        idempotencyKey: newId(),
        target: contentV1.WriteTarget.WRITE_TARGET_MAIN,
        changeRequestId: '',
        mode: contentV1.WriteMode.WRITE_MODE_REPLACE,
        parentPageId: '',
        pages,
        files: [],
        git: undefined,
        actingUserId: '',
        redirects,
      });
    const first = await write([imported('README.md', { title: 'Home', slug: 'home' }), imported('contact.md', { title: 'Contact', slug: 'contact' })], [
      { source: 'help/contact.md', targetKey: 'contact.md' },
    ]);
    const contact = first.pageIds['contact.md'];
    expect((await resolve(org, space.id, first.revisionId, 'help/contact')).pageId).toBe(contact);
    expect((await resolve(org, space.id, first.revisionId, 'help/contact.md')).pageId).toBe(contact);

    // A re-import moving the page (same key, new slug) records its former path.
    const second = await write([imported('README.md', { title: 'Home', slug: 'home' }), imported('contact.md', { title: 'Contact us', slug: 'contact-us' })], []);
    expect(second.pageIds['contact.md']).toBe(contact);
    expect((await resolve(org, space.id, second.revisionId, 'contact')).pageId).toBe(contact);
    expect((await resolve(org, space.id, second.revisionId, 'help/contact')).pageId).toBeUndefined();
  });

  it(`keeps at most ${MAX_FORMER_PATHS_PER_SPACE} former paths per space, pruning the oldest in the recording transaction`, async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const page = await inChangeRequest(org, space.id, (changeRequestId) => createPage(org, space.id, changeRequestId, { title: 'Page' }));
    // A full history, recorded long ago (the oldest first).
    await env.db.$executeRaw`
      INSERT INTO page_path_history (space_id, path, page_id, recorded_at)
      SELECT ${space.id}, 'old-' || n, ${page}, now() - interval '1 day' - n * interval '1 second'
        FROM generate_series(1, ${MAX_FORMER_PATHS_PER_SPACE}) AS n`;
    await inChangeRequest(org, space.id, (changeRequestId) => updatePage(org, space.id, changeRequestId, page, { slug: 'renamed' }));
    expect(await env.db.pagePathHistory.count({ where: { spaceId: space.id } })).toBe(MAX_FORMER_PATHS_PER_SPACE);
    // The oldest row made room for the newest.
    expect(await env.db.pagePathHistory.findUnique({ where: { spaceId_path: { spaceId: space.id, path: `old-${MAX_FORMER_PATHS_PER_SPACE}` } } })).toBeNull();
    expect(await env.db.pagePathHistory.findUnique({ where: { spaceId_path: { spaceId: space.id, path: 'old-1' } } })).not.toBeNull();
    expect((await resolve(org, space.id, await currentRevision(space.id), 'page')).pageId).toBe(page);
  });

  it("answers NOT_FOUND for another organization's or a trashed space, and a change request's revision", async () => {
    const org = newOrganization(env);
    const space = await spaceOf(org);
    const page = await inChangeRequest(org, space.id, (changeRequestId) => createPage(org, space.id, changeRequestId, { title: 'Page' }));
    const revisionId = await currentRevision(space.id);
    expect((await resolve(org, space.id, revisionId, 'page')).pageId).toBe(page);
    expect(await errorOf(resolve(newOrganization(env), space.id, revisionId, 'page'))).toMatchObject({ code: Status.NOT_FOUND });
    const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Draft' });
    await createPage(org, space.id, changeRequest!.id, { title: 'Draft' });
    const draftRevision = (await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequest!.id } })).revisionId;
    expect(await errorOf(resolve(org, space.id, draftRevision, 'draft'))).toMatchObject({ code: Status.NOT_FOUND });
    await env.as(org.admin).deleteSpace({ spaceId: space.id });
    expect(await errorOf(resolve(org, space.id, revisionId, 'page'))).toMatchObject({ code: Status.NOT_FOUND, details: 'Revision not found' });
  });
});

describe('SearchSpaces', () => {
  let searchPool: pg.Pool;
  let searchContext: ContentContext;
  beforeAll(() => {
    searchPool = createDatabase(env.databaseUrl).pool;
    searchContext = { db: env.db, pool: searchPool, urls: { publicUrl: PUBLIC_URL, appUrl: APP_URL }, logger: createLogger('reader-test', 'silent') } as ContentContext;
  });
  afterAll(async () => {
    await searchPool.end();
  });

  /** A space holding `pages` in its main content, indexed now. */
  async function indexedSpace(org: Org, title: string, pages: [PageEntry, string][]) {
    const space = await spaceOf(org, title);
    await writeMain(space.id, pages);
    await spaceIndexer(searchContext, searchIndexOf(searchContext), space.id);
    return space;
  }

  const search = (organizationId: string, spaceIds: string[], query: string, limit?: number) => reader().searchSpaces({ organizationId, spaceIds, query, limit });

  it('refuses bad input with INVALID_ARGUMENT', async () => {
    const org = newOrganization(env);
    for (const [request, message] of [
      [{ query: '' }, 'query: must not be empty'],
      [{ query: '  ' }, 'query: must not be empty'],
      [{ query: 'x'.repeat(513) }, 'query: must be at most 512 characters'],
      [{ limit: 0 }, 'limit: must be between 1 and 50'],
      [{ limit: 51 }, 'limit: must be between 1 and 50'],
      [{ spaceIds: Array.from({ length: 101 }, () => newId()) }, 'spaceIds: must hold at most 100 ids'],
    ] as [Partial<contentV1.SearchSpacesRequest>, string][]) {
      expect(await errorOf(reader().searchSpaces({ organizationId: org.id, spaceIds: [], query: 'deploy', ...request }))).toMatchObject({
        code: Status.INVALID_ARGUMENT,
        details: message,
      });
    }
  });

  it('searches two spaces in one ranking, with HTML-escaped snippets, heading anchors and ancestors; nothing of another organization or the trash', async () => {
    const org = newOrganization(env);
    const [guides] = entryOf({ title: 'Guides', kind: 'group' });
    const [ops, opsBody] = entryOf({ title: 'Operating', parentId: guides.id, markdown: 'How we run things.' });
    const [upgrades, upgradesBody] = entryOf({
      title: 'Maintenance',
      parentId: ops.id,
      markdown: 'Read this: 1 < 2 & "bold" text.\n\n## Rolling upgrade <a href="#rolling" id="rolling"></a>\n\nUpgrade one replica at a time.\n\n## Checks\n\nVerify the upgrade.\n',
    });
    const first = await indexedSpace(org, 'Handbook', [[guides, ''], [ops, opsBody], [upgrades, upgradesBody], entryOf({ title: 'Unrelated', markdown: 'Nothing here.' })]);
    const [upgrade, upgradeBody] = entryOf({ title: 'Upgrade', markdown: 'An upgrade guide: upgrade often.' });
    const second = await indexedSpace(org, 'API', [[upgrade, upgradeBody]]);
    const trashed = await indexedSpace(org, 'Trash', [entryOf({ title: 'Upgrade too', markdown: 'Upgrade.' })]);
    await env.as(org.admin).deleteSpace({ spaceId: trashed.id });
    const otherOrg = newOrganization(env);
    const foreign = await indexedSpace(otherOrg, 'Foreign', [entryOf({ title: 'Upgrade elsewhere', markdown: 'Upgrade.' })]);

    const { spaces } = await search(org.id, [first.id, second.id, trashed.id, foreign.id], 'upgrade');
    // The title match ranks first, so the second space comes first.
    expect(spaces.map((space) => space.spaceId)).toEqual([second.id, first.id]);
    expect(spaces[0].pages).toHaveLength(1);
    expect(spaces[0].pages[0]).toMatchObject({ pageId: upgrade.id, title: 'Upgrade', path: 'upgrade', ancestors: [] });
    expect(spaces[0].pages[0].score).toBeGreaterThan(spaces[1].pages[0].score);
    const [hit] = spaces[1].pages;
    expect(hit).toMatchObject({ pageId: upgrades.id, title: 'Maintenance', path: 'guides/operating/maintenance', ancestors: ['Guides', 'Operating'] });
    expect(hit.sections.map((section) => [section.anchor, section.title])).toEqual([
      ['rolling', 'Rolling upgrade'],
      ['checks', 'Checks'],
    ]);
    for (const section of hit.sections) expect(section.body).toMatch(/<mark>upgrade<\/mark>/i);
    expect(hit.sections[1].body).toBe('Verify the <mark>upgrade</mark>');

    // The text before the first heading is a section with no anchor; its text is escaped.
    const lead = await search(org.id, [first.id, second.id], 'bold');
    expect(lead.spaces[0].pages[0].sections[0]).toMatchObject({ anchor: '', title: 'Maintenance' });
    expect(lead.spaces[0].pages[0].sections[0].body).toContain('1 &lt; 2 &amp; &quot;<mark>bold</mark>&quot; text');

    // `limit` counts pages over every space.
    const limited = await search(org.id, [first.id, second.id], 'upgrade', 1);
    expect(limited.spaces.flatMap((space) => space.pages.map((page) => page.pageId))).toEqual([upgrade.id]);
    // The other organization finds its own page only.
    expect((await search(otherOrg.id, [first.id, foreign.id], 'upgrade')).spaces.map((space) => space.spaceId)).toEqual([foreign.id]);
    // A typo still finds the title, over both spaces.
    const typo = await search(org.id, [first.id, second.id], 'maintenence');
    expect(typo.spaces.flatMap((space) => space.pages.map((page) => [page.pageId, page.sections]))).toEqual([[upgrades.id, []]]);
    expect((await search(org.id, [first.id, second.id], 'zebra')).spaces).toEqual([]);
  });
});

describe('GetOpenAPISpecs', () => {
  const DOCUMENT = {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    paths: {
      '/pets': {
        get: { responses: { '200': { description: 'Pets', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pets' } } } } } },
      },
    },
    components: {
      schemas: {
        Pets: { type: 'array', items: { $ref: '#/components/schemas/Pet', description: 'One pet' } },
        Pet: { type: 'object', properties: { name: { type: 'string' }, parent: { $ref: '#/components/schemas/Pet' }, owner: { $ref: '#/components/schemas/Missing' } } },
      },
    },
  };

  async function validSpec(org: Org, slug: string, document: object | string) {
    const { spec } = await env.as(org.admin).createOpenAPISpec({ organizationId: org.id, slug, source: { url: undefined, text: 'openapi: 3.1.0' } });
    const text = typeof document === 'string' ? document : JSON.stringify(document);
    await env.anonymous.recordSpecVersionResult({ versionId: spec!.lastVersion!, ok: true, errorCode: 0, errors: [], document: text, openapiVersion: '3.1.0' });
    return spec!.lastVersion!;
  }

  it('refuses bad slugs and more than 20', async () => {
    const org = newOrganization(env);
    expect(await errorOf(reader().getOpenAPISpecs({ organizationId: org.id, slugs: ['Not A Slug'] }))).toMatchObject({ code: Status.INVALID_ARGUMENT });
    expect(await errorOf(reader().getOpenAPISpecs({ organizationId: org.id, slugs: Array.from({ length: 21 }, (_, i) => `s${i}`) }))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'slugs: must hold at most 20 slugs',
    });
  });

  it("answers each slug's newest valid version dereferenced; a spec not parsed yet without one; unknown and other organizations' slugs absent", async () => {
    const org = newOrganization(env);
    const versionId = await validSpec(org, 'pets', DOCUMENT);
    await env.as(org.admin).createOpenAPISpec({ organizationId: org.id, slug: 'pending', source: { url: undefined, text: 'openapi: 3.1.0' } });
    await validSpec(newOrganization(env), 'theirs', DOCUMENT);
    const { specs, omittedSlugs } = await reader().getOpenAPISpecs({ organizationId: org.id, slugs: ['pending', 'pets', 'theirs', 'absent'] });
    expect(omittedSlugs).toEqual([]);
    expect(specs.map((spec) => [spec.slug, spec.versionId])).toEqual([
      ['pending', ''],
      ['pets', versionId],
    ]);
    expect(specs[0].document).toBeUndefined();
    const document = specs[1].document as Record<string, any>;
    const pets = document.paths['/pets'].get.responses['200'].content['application/json'].schema;
    // References are replaced by what they name; keys beside a $ref are laid over it.
    expect(pets.type).toBe('array');
    expect(pets.items).toMatchObject({ type: 'object', description: 'One pet', properties: { name: { type: 'string' } } });
    // A recursive reference stays a $ref (JSON cannot hold the cycle), as does one to nothing.
    expect(pets.items.properties.parent).toEqual({ $ref: '#/components/schemas/Pet' });
    expect(pets.items.properties.owner).toEqual({ $ref: '#/components/schemas/Missing' });
    expect(document.components.schemas.Pet.properties.parent).toEqual({ $ref: '#/components/schemas/Pet' });
  });

  it('dereferences escaped pointers and stops at chains of references that come back', () => {
    const { document } = dereferenceDocument(
      JSON.stringify({
        a: { $ref: '#/b' },
        b: { $ref: '#/a' },
        paths: { '/pets/{id}': { summary: 'Pet' } },
        use: { $ref: '#/paths/~1pets~1%7Bid%7D' },
        list: [{ $ref: '#/list' }],
      }),
      1024,
    );
    expect(document.use).toEqual({ summary: 'Pet' });
    expect(document.a).toEqual({ $ref: '#/a' });
    expect(document.b).toEqual({ $ref: '#/b' });
    expect(document.list).toEqual([{ $ref: '#/list' }]);
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let level = 0; level < 600; level += 1) deep = (deep.x = {}) as Record<string, unknown>;
    expect(() => dereferenceDocument(JSON.stringify(root), 1024 * 1024)).toThrow(new UnsendableDocument('too-deep'));
    expect(() => dereferenceDocument('[1, 2]', 1024)).toThrow(new UnsendableDocument('invalid'));
    expect(() => dereferenceDocument(JSON.stringify({ text: 'x'.repeat(2000) }), 1024)).toThrow(new UnsendableDocument('too-large'));
  });

  it('answers a document too large to send without it (its version named), and leaves out what does not fit the answer', async () => {
    const org = newOrganization(env);
    // A small document whose references expand past 8 MiB: each level doubles the one below.
    const schemas: Record<string, unknown> = { L0: { type: 'string', description: 'x'.repeat(1000) } };
    for (let level = 1; level <= 14; level += 1) schemas[`L${level}`] = { type: 'object', properties: { a: { $ref: `#/components/schemas/L${level - 1}` }, b: { $ref: `#/components/schemas/L${level - 1}` } } };
    const bomb = await validSpec(org, 'bomb', { openapi: '3.1.0', info: { title: 'Bomb', version: '1' }, paths: {}, components: { schemas } });
    // About 7 MiB each: four together pass 24 MiB.
    const big = (n: number) => ({ openapi: '3.1.0', info: { title: `Big ${n}`, version: '1' }, paths: {}, 'x-filler': Array.from({ length: 7 }, () => 'y'.repeat(1024 * 1024)) });
    const bigVersions = [await validSpec(org, 'big-1', big(1)), await validSpec(org, 'big-2', big(2)), await validSpec(org, 'big-3', big(3)), await validSpec(org, 'big-4', big(4))];
    logged.length = 0;
    const response = await getOpenAPISpecs(direct, { organizationId: org.id, slugs: ['bomb', 'big-1', 'big-2', 'big-3', 'big-4'] });
    expect(response.specs.map((spec) => [spec.slug, spec.versionId, spec.document !== undefined])).toEqual([
      ['bomb', bomb, false],
      ['big-1', bigVersions[0], true],
      ['big-2', bigVersions[1], true],
      ['big-3', bigVersions[2], true],
    ]);
    expect(response.omittedSlugs).toEqual(['big-4']);
    expect(contentV1.GetOpenAPISpecsResponse.encode(response).finish().length).toBeLessThan(GRPC_MAX_MESSAGE_BYTES);
    expect(logged).toEqual([
      {
        message: 'OpenAPI spec answered to the reader without its document: too large to send',
        fields: { organizationId: org.id, slug: 'bomb', versionId: bomb, reason: 'too-large' },
      },
    ]);
    const again = await getOpenAPISpecs(direct, { organizationId: org.id, slugs: response.omittedSlugs });
    expect(again.specs.map((spec) => [spec.slug, spec.document !== undefined])).toEqual([['big-4', true]]);
    // A stored document over the limit is not even read.
    const stored = await validSpec(org, 'stored', { openapi: '3.1.0', info: { title: 'Stored', version: '1' }, paths: {}, 'x-filler': 'z'.repeat(8 * 1024 * 1024) });
    const large = await getOpenAPISpecs(direct, { organizationId: org.id, slugs: ['stored'] });
    expect(large).toEqual({ specs: [{ slug: 'stored', versionId: stored, document: undefined }], omittedSlugs: [] });
  });
});
