import { contentV1 } from '@quire/proto';
import { newId, type Principal } from '@quire/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { APP_URL, createSpace, errorOf, newOrganization, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';
import type { PageEntry } from '../content-tree/entries';
import { createRevision, loadStoredRevision } from '../revision-store/store';

// Reads of any revision of a space (PageService, FileService with `revisionId`; GetPageDocument)
// and the space's documents by id (RevisionService/GetDocument).

const { PageType, PageFormat } = contentV1;

const env = useTestEnvironment();

type Json = Record<string, any>;

const markdown = (text: string) => ({ markdown: text, document: undefined });
const pageBase = { type: PageType.PAGE_TYPE_UNSPECIFIED, position: undefined, content: undefined, target: undefined };
const updateBase = { emoji: undefined, icon: undefined, description: undefined, parent: undefined, position: undefined, content: undefined, target: undefined };

async function merge(org: Org, spaceId: string, changeRequestId: string): Promise<string> {
  await env.as(org.admin).mergeChangeRequest({ spaceId, changeRequestId });
  return (await env.db.space.findUniqueOrThrow({ where: { id: spaceId } })).revisionId;
}

/**
 * A space whose history has two merges: the first (`first`) adds a guide group with an intro
 * page and its child, a link page and a file; the second (current) rewrites the intro, renames
 * it, and deletes the file.
 */
async function spaceWithHistory(org: Org = newOrganization(env)) {
  const space = await createSpace(env, org, 'Docs');
  const admin = env.as(org.admin);
  const { changeRequest: one } = await admin.createChangeRequest({ spaceId: space.id, subject: 'First' });
  const target = { spaceId: space.id, changeRequestId: one!.id };
  const group = (await admin.createPage({ ...target, ...pageBase, type: PageType.PAGE_TYPE_GROUP, title: 'Guide' })).page as Json;
  const intro = (await admin.createPage({ ...target, ...pageBase, title: 'Intro', parent: group.id, content: markdown('# Hello\n\nFirst **words**.') })).page as Json;
  const child = (await admin.createPage({ ...target, ...pageBase, title: 'Child', parent: intro.id, content: markdown('Child body') })).page as Json;
  const link = (await admin.createPage({ ...target, ...pageBase, type: PageType.PAGE_TYPE_LINK, title: 'Site', target: { kind: 'url', url: 'https://example.com' } })).page as Json;
  const { file } = await admin.uploadFile({ ...target, name: 'a.txt', contentType: 'text/plain', data: Buffer.from('a') });
  const first = await merge(org, space.id, one!.id);

  const { changeRequest: two } = await admin.createChangeRequest({ spaceId: space.id, subject: 'Second' });
  const second = { spaceId: space.id, changeRequestId: two!.id };
  await admin.updatePage({ ...second, ...updateBase, pageId: intro.id, title: 'Start', slug: 'start', content: markdown('Second words.') });
  await admin.deleteFile({ ...second, fileId: file!.id });
  const current = await merge(org, space.id, two!.id);
  return { org, space, first, current, group, intro, child, link, file: file! };
}

describe('page and file reads of any revision', () => {
  it('read an older revision as it was, with the presenters and flags of the current reads', async () => {
    const { org, space, first, current, intro, child, link, file } = await spaceWithHistory();
    const reader = env.as(org.member('read'));
    const at = (revisionId: string) => ({ spaceId: space.id, revisionId });

    // The page tree: the first revision still has the old intro and the file.
    const { pages } = await reader.listPages(at(first));
    expect(pages.map((page) => [page.type, page.title])).toEqual([
      ['group', 'Guide'],
      ['link', 'Site'],
    ]);
    const oldIntro = (pages[0] as Json).pages[0];
    expect(oldIntro).toMatchObject({
      id: intro.id,
      title: 'Intro',
      path: 'guide/intro',
      markdown: '# Hello\n\nFirst **words**.',
      documentId: expect.stringMatching(/^[0-9a-f]{64}$/),
      urls: { app: `${APP_URL}/s/${space.id}/guide/intro` },
      pages: [expect.objectContaining({ id: child.id, markdown: 'Child body' })],
    });
    // The same presenter as the main content's reads: the current revision read by id is the main content.
    expect((await reader.listPages(at(current))).pages).toEqual((await reader.listPages({ spaceId: space.id })).pages);
    expect(((await reader.listPages(at(current))).pages[0] as Json).pages[0]).toMatchObject({ title: 'Start', path: 'guide/start', markdown: 'Second words.' });

    // One page, as markdown and as a document; group and link pages too.
    const page = (await reader.getPage({ ...at(first), pageId: intro.id, format: PageFormat.PAGE_FORMAT_UNSPECIFIED })).page as Json;
    expect(page).toEqual(oldIntro);
    const asDocument = (await reader.getPage({ ...at(first), pageId: intro.id, format: PageFormat.PAGE_FORMAT_DOCUMENT, evaluated: 'deterministic-only' })).page as Json;
    expect(asDocument.markdown).toBeUndefined();
    expect(asDocument.document).toMatchObject({ object: 'document', nodes: [expect.objectContaining({ type: 'heading-1' }), expect.objectContaining({ type: 'paragraph' })] });
    expect((await reader.getPage({ ...at(first), pageId: link.id, format: 0 })).page).toMatchObject({ type: 'link', href: 'https://example.com' });
    expect(await statusOf(reader.getPage({ ...at(first), pageId: 'nosuchpage', format: 0 }))).toBe(Status.NOT_FOUND);

    // By path: the old path in the old revision only.
    expect((await reader.getPageByPath({ ...at(first), pagePath: 'guide/intro', format: 0 })).page).toEqual(oldIntro);
    expect((await reader.getPageByPath({ ...at(first), pagePath: '/guide/', format: 0 })).page).toMatchObject({ type: 'group', title: 'Guide' });
    expect(await statusOf(reader.getPageByPath({ ...at(current), pagePath: 'guide/intro', format: 0 }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.getPageByPath({ ...at(first), pagePath: 'guide/start', format: 0 }))).toBe(Status.NOT_FOUND);

    // The page's document: what format=document gives, read from the page alone.
    const { document } = await reader.getPageDocument({ ...at(first), pageId: intro.id, evaluated: 'true' });
    expect(document).toEqual(asDocument.document);
    expect(await errorOf(reader.getPageDocument({ ...at(first), pageId: link.id }))).toMatchObject({ code: Status.NOT_FOUND, details: 'The page is a link page: it has no document' });
    expect(await statusOf(reader.getPageDocument({ ...at(first), pageId: 'nosuchpage' }))).toBe(Status.NOT_FOUND);

    // Files: the first revision still has the one the second deleted.
    const listed = await reader.listFiles({ ...at(first), limit: 10 });
    expect(listed).toMatchObject({ items: [expect.objectContaining({ id: file.id, name: 'a.txt', size: 1 })], count: 1 });
    expect((await reader.getFile({ ...at(first), fileId: file.id })).file).toEqual(listed.items[0]);
    expect(await reader.listFiles(at(current))).toEqual({ items: [], next: undefined, count: 0 });
    expect(await statusOf(reader.getFile({ ...at(current), fileId: file.id }))).toBe(Status.NOT_FOUND);
  });

  it('serve the listing stream of a revision, kept per revision', async () => {
    const { org, space, first } = await spaceWithHistory();
    const read = async (request: Partial<contentV1.StreamPagesRequest>) => {
      const messages: Partial<contentV1.StreamPagesResponse>[] = [];
      for await (const message of env.as(org.member('read')).streamPages({ spaceId: space.id, ...request } as contentV1.StreamPagesRequest)) messages.push(message);
      const body = Buffer.concat(messages.map((message) => message.chunk ?? Buffer.alloc(0)));
      return { etag: messages[0].etag, json: JSON.parse((messages[0].contentEncoding === 'gzip' ? gunzipSync(body) : body).toString('utf8')) };
    };
    const old = await read({ revisionId: first, acceptEncoding: 'gzip' });
    expect(old.json).toEqual({ pages: (await env.as(org.admin).listPages({ spaceId: space.id, revisionId: first })).pages });
    const main = await read({});
    expect(main.etag).not.toBe(old.etag);
    expect(await read({ revisionId: first, metadata: false })).toMatchObject({ json: old.json });
  });

  it('leave out Git metadata when metadata is false', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Git');
    const base = await loadStoredRevision(env.db, space.revision);
    const now = new Date().toISOString();
    const entry: PageEntry = { id: newId(), kind: 'document', parentId: null, title: 'From Git', slug: 'from-git', position: 'a0', createdAt: now, updatedAt: now, git: { oid: 'f'.repeat(40), path: 'from-git.md' } };
    const revision = await createRevision(env.db, { spaceId: space.id, base, changes: { pages: { put: [entry] } }, type: 'edits', parents: [base.id] });
    const request = { spaceId: space.id, revisionId: revision.id, pageId: entry.id, format: 0 };
    expect((await env.as(org.admin).getPage(request)).page).toMatchObject({ git: { oid: 'f'.repeat(40), path: 'from-git.md' } });
    expect((await env.as(org.admin).getPage({ ...request, metadata: false })).page!.git).toBeUndefined();
    expect(((await env.as(org.admin).listPages({ spaceId: space.id, revisionId: revision.id, metadata: false })).pages[0] as Json).git).toBeUndefined();
  });

  it('answer NOT_FOUND for a revision of another space, an unknown one, another organization and guests; INVALID_ARGUMENT for bad input', async () => {
    const { org, space, first, intro, file } = await spaceWithHistory();
    const other = await createSpace(env, org, 'Other');
    const at = { spaceId: space.id, revisionId: first };
    const reads = (principal: Principal, request: { spaceId: string; revisionId: string }) => [
      () => env.as(principal).listPages(request),
      () => env.as(principal).getPage({ ...request, pageId: intro.id, format: 0 }),
      () => env.as(principal).getPageByPath({ ...request, pagePath: 'guide/intro', format: 0 }),
      () => env.as(principal).getPageDocument({ ...request, pageId: intro.id }),
      () => env.as(principal).listFiles(request),
      () => env.as(principal).getFile({ ...request, fileId: file.id }),
    ];
    const statuses = async (calls: (() => Promise<unknown>)[]) => {
      const found: Status[] = [];
      for (const call of calls) found.push(await statusOf(call()));
      return found;
    };
    const all = (status: Status) => Array(6).fill(status);
    expect(await statuses(reads(org.admin, { spaceId: other.id, revisionId: first }))).toEqual(all(Status.NOT_FOUND));
    expect(await statuses(reads(org.admin, { spaceId: space.id, revisionId: other.revision }))).toEqual(all(Status.NOT_FOUND));
    expect(await statuses(reads(org.admin, { spaceId: space.id, revisionId: 'nosuchrevision' }))).toEqual(all(Status.NOT_FOUND));
    expect(await statuses(reads(newOrganization(env).admin, at))).toEqual(all(Status.NOT_FOUND));
    expect(await statuses(reads(org.guest(), at))).toEqual(all(Status.NOT_FOUND));
    expect(await statuses(reads(org.admin, { spaceId: space.id, revisionId: 'not an id' }))).toEqual(all(Status.INVALID_ARGUMENT));
    expect(await errorOf(env.as(org.admin).getPage({ ...at, changeRequestId: '1', pageId: intro.id, format: 0 }))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'revisionId: cannot be given with changeRequestId',
    });
    expect(await statusOf(env.as(org.admin).getPage({ ...at, pageId: intro.id, format: 7 as contentV1.PageFormat }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.as(org.admin).getPageDocument({ ...at, pageId: intro.id, evaluated: 'maybe' }))).toBe(Status.INVALID_ARGUMENT);
  });

  it("let a published site's token read the main revision by id and no other", async () => {
    const { org, space, first, current, intro } = await spaceWithHistory();
    const siteReader: Principal = { userId: newId(), tokenId: newId(), memberships: [], teamIds: [], kind: 'site-reader', siteReader: { organizationId: org.id, siteId: newId(), spaceIds: [space.id] } };
    const page = (revisionId: string) => env.as(siteReader).getPage({ spaceId: space.id, revisionId, pageId: intro.id, format: 0 });
    expect((await page(current)).page).toMatchObject({ title: 'Start' });
    expect(await statusOf(page(first))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(siteReader).getPageDocument({ spaceId: space.id, revisionId: first, pageId: intro.id }))).toBe(Status.NOT_FOUND);
  });
});

describe('GetDocument', () => {
  it("answers the documents of the space's revisions of any age, and no other space's", async () => {
    const { org, space, first, current, intro } = await spaceWithHistory();
    const reader = env.as(org.member('read'));
    const oldPage = (await reader.getPage({ spaceId: space.id, revisionId: first, pageId: intro.id, format: PageFormat.PAGE_FORMAT_DOCUMENT })).page as Json;
    const newPage = (await reader.getPage({ spaceId: space.id, revisionId: current, pageId: intro.id, format: PageFormat.PAGE_FORMAT_DOCUMENT })).page as Json;
    expect(oldPage.documentId).not.toBe(newPage.documentId);
    expect((await reader.getDocument({ spaceId: space.id, documentId: oldPage.documentId })).document).toEqual(oldPage.document);
    expect((await reader.getDocument({ spaceId: space.id, documentId: newPage.documentId, schema: 'next' })).document).toEqual(newPage.document);

    // Another space of the same organization, the caller reading both: its id is not this space's.
    const other = await createSpace(env, org, 'Other');
    expect(await errorOf(reader.getDocument({ spaceId: other.id, documentId: oldPage.documentId }))).toMatchObject({ code: Status.NOT_FOUND, details: 'Document not found' });
    expect(await statusOf(reader.getDocument({ spaceId: space.id, documentId: '0'.repeat(64) }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(newOrganization(env).admin).getDocument({ spaceId: space.id, documentId: oldPage.documentId }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.guest()).getDocument({ spaceId: space.id, documentId: oldPage.documentId }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.getDocument({ spaceId: space.id, documentId: 'not/an/id' }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(reader.getDocument({ spaceId: space.id, documentId: oldPage.documentId, schema: 'future' }))).toBe(Status.INVALID_ARGUMENT);

    // A published site's token: the documents of the main revision only.
    const siteReader: Principal = { userId: newId(), tokenId: newId(), memberships: [], teamIds: [], kind: 'site-reader', siteReader: { organizationId: org.id, siteId: newId(), spaceIds: [space.id] } };
    expect((await env.as(siteReader).getDocument({ spaceId: space.id, documentId: newPage.documentId })).document).toEqual(newPage.document);
    expect(await statusOf(env.as(siteReader).getDocument({ spaceId: space.id, documentId: oldPage.documentId }))).toBe(Status.NOT_FOUND);
  });

  it("answers the copy of a space the documents of the revision it copied", async () => {
    const { org, space, intro } = await spaceWithHistory();
    const { page } = await env.as(org.admin).getPage({ spaceId: space.id, pageId: intro.id, format: 0 });
    const { space: copy } = await env.as(org.admin).duplicateSpace({ spaceId: space.id });
    const { document } = await env.as(org.admin).getDocument({ spaceId: copy!.id, documentId: (page as Json).documentId });
    expect(document).toMatchObject({ object: 'document', nodes: [expect.objectContaining({ type: 'paragraph' })] });
    const copyPage = (await env.as(org.admin).getPage({ spaceId: copy!.id, pageId: intro.id, format: 0 })).page as Json;
    expect(copyPage.documentId).toBe((page as Json).documentId);
  });

  it("is backfilled by the migration for the revisions written before it", async () => {
    const { org, space, first, intro } = await spaceWithHistory();
    const { page } = await env.as(org.admin).getPage({ spaceId: space.id, revisionId: first, pageId: intro.id, format: 0 });
    const before = await env.db.spaceDocument.findMany({ where: { spaceId: space.id }, orderBy: { bodyHash: 'asc' } });
    expect(before.map((row) => row.bodyHash)).toContain((page as Json).documentId);
    await env.db.spaceDocument.deleteMany({ where: { spaceId: space.id } });
    expect(await statusOf(env.as(org.admin).getDocument({ spaceId: space.id, documentId: (page as Json).documentId }))).toBe(Status.NOT_FOUND);
    const migration = readFileSync(join(__dirname, '../../prisma/migrations/20261211090000_space_documents/migration.sql'), 'utf8');
    await env.db.$executeRawUnsafe(migration.slice(migration.indexOf('INSERT INTO "space_documents"')));
    expect(await env.db.spaceDocument.findMany({ where: { spaceId: space.id }, orderBy: { bodyHash: 'asc' } })).toEqual(before);
    expect((await env.as(org.admin).getDocument({ spaceId: space.id, documentId: (page as Json).documentId })).document).toMatchObject({ object: 'document' });
  });
});
