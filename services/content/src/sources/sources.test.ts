import { contentV1 } from '@quire/proto';
import { createChangeRequestRow, createSpace, errorOf, newOrganization, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';
import { sha256 } from '../revision-store/hashing';

// SourceInternalService over gRPC: blobs, WriteRevision into every target in both modes,
// idempotency, ids kept on re-import, import hrefs, validation, ReadRevision.

const MAX_UPLOAD_BYTES = 64 * 1024;
const env = useTestEnvironment({ maxUploadBytes: MAX_UPLOAD_BYTES });

const { WriteTarget, WriteMode, PageType } = contentV1;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP4z8DAwMDAxAADAB3KAgHTt6+ZAAAAAElFTkSuQmCC', 'base64');
const OID = (n: number) => n.toString(16).padStart(40, '0');

type PageInput = Partial<contentV1.ImportedPage> & { key: string };
const page = (input: PageInput): contentV1.ImportedPage => ({
  parentKey: '',
  type: PageType.PAGE_TYPE_DOCUMENT,
  title: input.key.replace(/\.md$/, ''),
  description: '',
  slug: '',
  markdown: '',
  href: '',
  git: undefined,
  ...input,
});

type WriteInput = Partial<contentV1.WriteRevisionRequest> & { organizationId: string; spaceId: string };
const write = (input: WriteInput) =>
  env.anonymous.writeRevision({
    idempotencyKey: `job-${Math.random().toString(36).slice(2)}`,
    target: WriteTarget.WRITE_TARGET_MAIN,
    changeRequestId: '',
    mode: WriteMode.WRITE_MODE_REPLACE,
    parentPageId: '',
    pages: [],
    files: [],
    git: undefined,
    actingUserId: '',
    ...input,
  });

const read = (org: Org, spaceId: string, revisionId = '') => env.anonymous.readRevision({ organizationId: org.id, spaceId, revisionId });
const putBlob = (org: Org, spaceId: string, data: Uint8Array) => env.anonymous.putFileBlob({ organizationId: org.id, spaceId, data: Buffer.from(data) });

const spaceRevision = async (spaceId: string) => (await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } })).revisionId;
const revisionCount = (spaceId: string) => env.db.revision.count({ where: { spaceId } });
const eventsOf = async (revisionId: string) =>
  (await env.db.outboxEvent.findMany({ where: { aggregateId: revisionId }, orderBy: { seq: 'asc' }, select: { type: true, data: true } })).map((row) => ({
    type: row.type,
    data: row.data as Record<string, unknown>,
  }));

async function newSpace(title = 'Imported') {
  const org = newOrganization(env);
  const space = await createSpace(env, org, title);
  return { org, space };
}

describe('PutFileBlob and GetFileBlob', () => {
  it('stores bytes for a space once per content and reads them back for that space only', async () => {
    const { org, space } = await newSpace();
    const data = Buffer.from('hello blobs');
    const first = await putBlob(org, space.id, data);
    expect(first).toEqual({ sha256: sha256(data), size: data.byteLength });
    expect(await putBlob(org, space.id, data)).toEqual(first);
    expect(await env.db.sourceBlob.count({ where: { spaceId: space.id } })).toBe(1);
    expect(Buffer.from((await env.anonymous.getFileBlob({ organizationId: org.id, spaceId: space.id, sha256: first.sha256, revisionId: '' })).data)).toEqual(data);

    // The blob store is shared: another space (even of the same organization) does not have it.
    const other = await createSpace(env, org, 'Other');
    const error = await errorOf(env.anonymous.getFileBlob({ organizationId: org.id, spaceId: other.id, sha256: first.sha256, revisionId: '' }));
    expect(error).toMatchObject({ code: Status.NOT_FOUND, details: 'The space has no blob with this hash' });
  });

  it("reads the blob of a file of the space's revision that was uploaded, not put", async () => {
    const { org, space } = await newSpace();
    const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Upload' });
    const data = Buffer.from('uploaded through the API');
    await env.as(org.admin).uploadFile({ spaceId: space.id, changeRequestId: changeRequest!.id, name: 'a.txt', contentType: 'text/plain', data });
    const revisionId = await (await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequest!.id } })).revisionId;
    const request = { organizationId: org.id, spaceId: space.id, sha256: sha256(data) };
    expect(Buffer.from((await env.anonymous.getFileBlob({ ...request, revisionId })).data)).toEqual(data);
    // Not in the main revision (the change request is not merged).
    expect(await statusOf(env.anonymous.getFileBlob({ ...request, revisionId: '' }))).toBe(Status.NOT_FOUND);
  });

  it('INVALID_ARGUMENT above the upload limit or for a malformed hash; NOT_FOUND for another organization', async () => {
    const { org, space } = await newSpace();
    expect(await errorOf(putBlob(org, space.id, new Uint8Array(MAX_UPLOAD_BYTES + 1)))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^data: .*upload limit/) });
    expect(await errorOf(env.anonymous.getFileBlob({ organizationId: org.id, spaceId: space.id, sha256: 'ABC', revisionId: '' }))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^sha256: /) });
    const stranger = newOrganization(env);
    const { sha256: hash } = await putBlob(org, space.id, Buffer.from('mine'));
    expect(await statusOf(putBlob(stranger, space.id, Buffer.from('x')))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.anonymous.getFileBlob({ organizationId: stranger.id, spaceId: space.id, sha256: hash, revisionId: '' }))).toBe(Status.NOT_FOUND);
  });
});

describe('WriteRevision into the main content (REPLACE)', () => {
  it('writes pages and files as the new current revision, rewriting import hrefs, with Git metadata presented as GitBook does', async () => {
    const { org, space } = await newSpace();
    const image = await putBlob(org, space.id, PNG);
    const git = { oid: OID(1), message: 'Initial docs', createdByGitBook: false, url: 'https://github.com/acme/docs/commit/1', ref: 'refs/heads/main' };
    const written = await write({
      organizationId: org.id,
      spaceId: space.id,
      actingUserId: org.admin.userId,
      git,
      pages: [
        page({ key: 'README.md', title: 'Welcome', markdown: 'See [setup](quire-import:page/guide%2Fsetup.md#install) and ![logo](quire-import:file/.gitbook%2Fassets%2Flogo.png).\n\n[gone](quire-import:page/missing.md)\n', git: { oid: OID(2), path: 'README.md' } }),
        page({ key: 'guide', title: 'Guide', type: PageType.PAGE_TYPE_GROUP }),
        page({ key: 'guide/setup.md', parentKey: 'guide', title: 'Setup', description: 'How to install', markdown: '# Install\n\nBack to [home](quire-import:page/README.md).\n' }),
        page({ key: 'guide/api', parentKey: 'guide', title: 'API', type: PageType.PAGE_TYPE_LINK, href: 'https://api.example.com/' }),
        page({ key: 'guide/back', parentKey: 'guide', title: 'Back home', type: PageType.PAGE_TYPE_LINK, href: 'quire-import:page/README.md' }),
      ],
      files: [{ key: '.gitbook/assets/logo.png', name: 'logo.png', contentType: 'image/png', sha256: image.sha256, size: image.size, git: { oid: OID(3), path: '.gitbook/assets/logo.png' } }],
    });
    expect(written.alreadyWritten).toBe(false);
    expect(await spaceRevision(space.id)).toBe(written.revisionId);
    const ids = written.pageIds;
    expect(Object.keys(ids).sort()).toEqual(['README.md', 'guide', 'guide/api', 'guide/back', 'guide/setup.md']);
    const logoId = written.fileIds['.gitbook/assets/logo.png'];

    const exported = await read(org, space.id);
    expect(exported.revisionId).toBe(written.revisionId);
    expect(exported.git).toEqual(git);
    expect(exported.pages.map((p) => [p.title, p.path, p.parentId])).toEqual([
      ['Welcome', 'welcome', ''],
      ['Guide', 'guide', ''],
      ['Setup', 'guide/setup', ids.guide],
      ['API', '', ids.guide],
      ['Back home', '', ids.guide],
    ]);
    expect(exported.pages[0].markdown).toBe(
      `See [setup](quire:page/${ids['guide/setup.md']}#install) and ![logo](quire:file/${logoId}).\n\n[gone](quire-import:page/missing.md)\n`,
    );
    expect(exported.pages[0].git).toEqual({ oid: OID(2), path: 'README.md' });
    expect(exported.pages[2]).toMatchObject({ description: 'How to install', markdown: `# Install\n\nBack to [home](quire:page/${ids['README.md']}).\n`, slug: 'setup' });
    expect(exported.pages[3]).toMatchObject({ type: PageType.PAGE_TYPE_LINK, href: 'https://api.example.com/' });
    expect(exported.pages[4]).toMatchObject({ href: `quire:page/${ids['README.md']}` });
    expect(exported.files).toEqual([{ id: logoId, name: 'logo.png', contentType: 'image/png', size: PNG.byteLength, sha256: image.sha256, git: { oid: OID(3), path: '.gitbook/assets/logo.png' } }]);

    // The public presenters show the same metadata (GitBook "GitSyncCommit" and "GitSyncBlob").
    const revision = (await env.as(org.admin).getCurrentRevision({ spaceId: space.id })).revision!;
    expect(revision.git).toEqual(git);
    expect(revision.pages[0]).toMatchObject({ title: 'Welcome', git: { oid: OID(2), path: 'README.md' } });
    expect(revision.files[0]).toMatchObject({ id: logoId, git: { oid: OID(3), path: '.gitbook/assets/logo.png' }, dimensions: { width: 2, height: 3 } });
    const row = await env.db.revision.findUniqueOrThrow({ where: { id: written.revisionId } });
    expect(row.createdById).toBe(org.admin.userId);

    // Search and links consumers follow revision.created and page.*/file.* of the main content.
    const events = await eventsOf(written.revisionId);
    expect(events.map((event) => event.type)).toEqual(['quire.content.revision.created', 'quire.content.page.created', 'quire.content.file.created']);
    expect(events[0].data).toMatchObject({ spaceId: space.id, changeRequestId: null, origin: 'source-import', actorId: org.admin.userId });
    expect((events[1].data.ids as string[]).sort()).toEqual(Object.values(ids).sort());
  });

  it('keeps the ids of pages and files whose keys come back, updates what changed, removes the rest', async () => {
    const { org, space } = await newSpace();
    const blobA = await putBlob(org, space.id, Buffer.from('file a'));
    const first = await write({
      organizationId: org.id,
      spaceId: space.id,
      pages: [page({ key: 'a.md', markdown: 'A' }), page({ key: 'b.md', markdown: 'B' }), page({ key: 'c.md', markdown: 'C' })],
      files: [{ key: 'a.txt', name: 'a.txt', contentType: 'text/plain', sha256: blobA.sha256, size: blobA.size, git: undefined }],
    });
    const blobB = await putBlob(org, space.id, Buffer.from('file a, new bytes'));
    const second = await write({
      organizationId: org.id,
      spaceId: space.id,
      pages: [page({ key: 'b.md', markdown: 'B' }), page({ key: 'a.md', markdown: 'A, edited' }), page({ key: 'd.md', markdown: 'D' })],
      files: [{ key: 'a.txt', name: 'a.txt', contentType: 'text/plain', sha256: blobB.sha256, size: blobB.size, git: undefined }],
    });
    expect(second.pageIds['a.md']).toBe(first.pageIds['a.md']);
    expect(second.pageIds['b.md']).toBe(first.pageIds['b.md']);
    expect(second.pageIds['d.md']).not.toBe(first.pageIds['c.md']);
    expect(second.fileIds['a.txt']).toBe(first.fileIds['a.txt']);

    const exported = await read(org, space.id);
    expect(exported.pages.map((p) => [p.title, p.markdown])).toEqual([['b', 'B'], ['a', 'A, edited'], ['d', 'D']]);
    expect(exported.files).toEqual([expect.objectContaining({ id: first.fileIds['a.txt'], sha256: blobB.sha256 })]);

    const events = await eventsOf(second.revisionId);
    const idsOf = (type: string) => (events.find((event) => event.type === type)?.data.ids as string[] | undefined)?.sort();
    expect(idsOf('quire.content.page.created')).toEqual([second.pageIds['d.md']]);
    // b.md moved to the first position: updated too; c.md is gone.
    expect(idsOf('quire.content.page.updated')).toEqual([first.pageIds['a.md'], first.pageIds['b.md']].sort());
    expect(idsOf('quire.content.page.deleted')).toEqual([first.pageIds['c.md']]);
    expect(idsOf('quire.content.file.updated')).toEqual([first.fileIds['a.txt']]);
  });

  it('an identical re-import changes no page: the entries are kept as they were', async () => {
    const { org, space } = await newSpace();
    const pages = [page({ key: 'a.md', markdown: 'A' }), page({ key: 'b.md', parentKey: 'a.md', markdown: 'B' })];
    await write({ organizationId: org.id, spaceId: space.id, pages });
    const again = await write({ organizationId: org.id, spaceId: space.id, pages });
    expect((await eventsOf(again.revisionId)).map((event) => event.type)).toEqual(['quire.content.revision.created']);
  });

  it('derives slugs from titles and de-duplicates them among siblings', async () => {
    const { org, space } = await newSpace();
    await write({
      organizationId: org.id,
      spaceId: space.id,
      pages: [page({ key: '1', title: 'Intro' }), page({ key: '2', title: 'Intro' }), page({ key: '3', title: 'Other', slug: 'intro' }), page({ key: '4', title: 'Child', parentKey: '1', slug: 'intro' })],
    });
    expect((await read(org, space.id)).pages.map((p) => p.path)).toEqual(['intro', 'intro/intro', 'intro-2', 'intro-3']);
  });
});

describe('WriteRevision (APPEND)', () => {
  it('adds pages after the existing top-level pages, and as the last children of a parent page, with slugs unique among the new siblings', async () => {
    const { org, space } = await newSpace();
    const base = await write({ organizationId: org.id, spaceId: space.id, pages: [page({ key: 'intro', title: 'Intro' }), page({ key: 'child', parentKey: 'intro', title: 'Child' })] });
    const top = await write({ organizationId: org.id, spaceId: space.id, mode: WriteMode.WRITE_MODE_APPEND, pages: [page({ key: 'https://site.test/intro', title: 'Intro' })] });
    expect(top.pageIds['https://site.test/intro']).not.toBe(base.pageIds.intro);
    const under = await write({
      organizationId: org.id,
      spaceId: space.id,
      mode: WriteMode.WRITE_MODE_APPEND,
      parentPageId: base.pageIds.intro,
      pages: [page({ key: 'https://site.test/child', title: 'Child' }), page({ key: 'https://site.test/child/more', parentKey: 'https://site.test/child', title: 'More' })],
    });
    const exported = await read(org, space.id);
    expect(exported.pages.map((p) => [p.title, p.path])).toEqual([
      ['Intro', 'intro'],
      ['Child', 'intro/child'],
      ['Child', 'intro/child-2'],
      ['More', 'intro/child-2/more'],
      ['Intro', 'intro-2'],
    ]);
    expect(exported.pages[2].id).toBe(under.pageIds['https://site.test/child']);
    expect(exported.pages[2].parentId).toBe(base.pageIds.intro);
  });

  it('INVALID_ARGUMENT for a parent page that is not there or is a link, or a group below the top level', async () => {
    const { org, space } = await newSpace();
    const base = await write({ organizationId: org.id, spaceId: space.id, pages: [page({ key: 'link', type: PageType.PAGE_TYPE_LINK, href: 'https://x.test/' })] });
    const append = { organizationId: org.id, spaceId: space.id, mode: WriteMode.WRITE_MODE_APPEND };
    expect(await errorOf(write({ ...append, parentPageId: 'nope', pages: [page({ key: 'a' })] }))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^parentPageId: no page/) });
    expect(await errorOf(write({ ...append, parentPageId: base.pageIds.link, pages: [page({ key: 'a' })] }))).toMatchObject({ details: 'parentPageId: a link page cannot have children' });
    const doc = await write({ ...append, pages: [page({ key: 'doc' })] });
    expect(await errorOf(write({ ...append, parentPageId: doc.pageIds.doc, pages: [page({ key: 'g', type: PageType.PAGE_TYPE_GROUP })] }))).toMatchObject({ details: 'pages.0.type: a group page can only be at the top level' });
  });
});

describe('WriteRevision into a change request and standalone', () => {
  it('moves an open change request to the new revision and leaves the main content as it was', async () => {
    const { org, space } = await newSpace();
    const main = await spaceRevision(space.id);
    const changeRequest = await createChangeRequestRow(env, space);
    const written = await write({ organizationId: org.id, spaceId: space.id, target: WriteTarget.WRITE_TARGET_CHANGE_REQUEST, changeRequestId: changeRequest.id, actingUserId: org.admin.userId, pages: [page({ key: 'a.md', markdown: 'A' })] });
    expect(await spaceRevision(space.id)).toBe(main);
    const row = await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequest.id } });
    expect(row.revisionId).toBe(written.revisionId);
    expect(await env.db.changeRequestContributor.count({ where: { changeRequestId: changeRequest.id, userId: org.admin.userId } })).toBe(1);
    const events = await eventsOf(written.revisionId);
    expect(events[0]).toMatchObject({ type: 'quire.content.revision.created', data: { changeRequestId: changeRequest.id } });
    const pages = (await env.as(org.admin).listPages({ spaceId: space.id, changeRequestId: changeRequest.id })).pages;
    expect(pages.map((p) => p.title)).toEqual(['a']);
  });

  it('refuses a merged or archived change request (INVALID_ARGUMENT) and one of another space (NOT_FOUND), changing nothing', async () => {
    const { org, space } = await newSpace();
    for (const status of ['merged', 'archived'] as const) {
      const changeRequest = await createChangeRequestRow(env, space, { status });
      const error = await errorOf(write({ organizationId: org.id, spaceId: space.id, target: WriteTarget.WRITE_TARGET_CHANGE_REQUEST, changeRequestId: changeRequest.id, pages: [page({ key: 'a' })] }));
      expect(error).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringContaining(status) });
    }
    const other = await createSpace(env, org, 'Other');
    const foreign = await createChangeRequestRow(env, other);
    expect(await statusOf(write({ organizationId: org.id, spaceId: space.id, target: WriteTarget.WRITE_TARGET_CHANGE_REQUEST, changeRequestId: foreign.id }))).toBe(Status.NOT_FOUND);
    expect(await revisionCount(space.id)).toBe(1);
  });

  it('writes a standalone revision that is not made current, announced by revision.created only', async () => {
    const { org, space } = await newSpace();
    const main = await spaceRevision(space.id);
    const written = await write({ organizationId: org.id, spaceId: space.id, target: WriteTarget.WRITE_TARGET_STANDALONE, pages: [page({ key: 'a.md', markdown: 'A' })] });
    expect(await spaceRevision(space.id)).toBe(main);
    expect((await read(org, space.id, written.revisionId)).pages.map((p) => p.title)).toEqual(['a']);
    expect((await read(org, space.id)).pages).toEqual([]);
    const events = await eventsOf(written.revisionId);
    expect(events).toEqual([{ type: 'quire.content.revision.created', data: expect.objectContaining({ standalone: true, changeRequestId: null, parentRevisionId: main }) }]);
  });
});

describe('WriteRevision idempotency', () => {
  it('answers a repeated key with the first result and writes nothing', async () => {
    const { org, space } = await newSpace();
    const request = { organizationId: org.id, spaceId: space.id, idempotencyKey: 'job-1', pages: [page({ key: 'a.md' })] };
    const first = await write(request);
    const again = await write({ ...request, pages: [page({ key: 'different.md' })] });
    expect(again).toEqual({ ...first, alreadyWritten: true });
    expect(await revisionCount(space.id)).toBe(2);
  });

  // Main writes also lock the space row; standalone ones lock nothing else: the key's own lock
  // is what serializes them.
  it.each([
    ['main', WriteTarget.WRITE_TARGET_MAIN],
    ['standalone', WriteTarget.WRITE_TARGET_STANDALONE],
  ])('writes once when two identical calls arrive together (%s)', async (_name, target) => {
    const { org, space } = await newSpace();
    const request = { organizationId: org.id, spaceId: space.id, target, idempotencyKey: 'job-concurrent', pages: [page({ key: 'a.md' }), page({ key: 'b.md' })] };
    const answers = await Promise.all([write(request), write(request), write(request)]);
    expect(answers.map((answer) => answer.alreadyWritten).sort()).toEqual([false, true, true]);
    expect(new Set(answers.map((answer) => answer.revisionId)).size).toBe(1);
    expect(answers[0].pageIds).toEqual(answers[1].pageIds);
    expect(await revisionCount(space.id)).toBe(2);
    expect(await env.db.sourceWrite.count({ where: { spaceId: space.id } })).toBe(1);
  });
});

describe('WriteRevision refusals', () => {
  it('INVALID_ARGUMENT naming the field for every malformed request, and nothing written', async () => {
    const { org, space } = await newSpace();
    const blob = await putBlob(org, space.id, Buffer.from('bytes'));
    const other = await createSpace(env, org, 'Elsewhere');
    const foreignBlob = await putBlob(org, other.id, Buffer.from('not this space'));
    const file = (extra: Partial<contentV1.ImportedFile>): contentV1.ImportedFile => ({ key: 'f', name: 'f.txt', contentType: 'text/plain', sha256: blob.sha256, size: blob.size, git: undefined, ...extra });
    const deep = Array.from({ length: 21 }, (_, n) => page({ key: `p${n}`, parentKey: n === 0 ? '' : `p${n - 1}` }));
    const before = await spaceRevision(space.id);
    const cases: [Partial<contentV1.WriteRevisionRequest>, RegExp][] = [
      [{ idempotencyKey: '' }, /^idempotencyKey: /],
      [{ target: 0 }, /^target: /],
      [{ mode: 0 }, /^mode: /],
      [{ changeRequestId: 'abc' }, /^changeRequestId: only with/],
      [{ target: WriteTarget.WRITE_TARGET_CHANGE_REQUEST }, /^changeRequestId: required/],
      [{ parentPageId: 'abc' }, /^parentPageId: only with WRITE_MODE_APPEND/],
      [{ pages: [page({ key: 'a' }), page({ key: 'a' })] }, /^pages\.1\.key: "a" is already the key of pages\.0/],
      [{ pages: [page({ key: 'b', parentKey: 'a' }), page({ key: 'a' })] }, /^pages\.0\.parentKey: names no page before this one/],
      [{ pages: [page({ key: 'a', title: '' })] }, /^pages\.0\.title: /],
      [{ pages: [page({ key: 'a', title: 'x'.repeat(101) })] }, /^pages\.0\.title: /],
      [{ pages: [page({ key: 'a', slug: 'not a slug' })] }, /^pages\.0\.slug: /],
      [{ pages: [page({ key: 'a', description: 'x'.repeat(1001) })] }, /^pages\.0\.description: /],
      [{ pages: [page({ key: 'a', markdown: 'x'.repeat(1024 * 1024 + 1) })] }, /^pages\.0\.markdown: must be at most 1 MiB/],
      [{ pages: [page({ key: 'a', type: 9 as contentV1.PageType })] }, /^pages\.0\.type: /],
      [{ pages: [page({ key: 'g', type: PageType.PAGE_TYPE_GROUP, markdown: 'x' })] }, /^pages\.0\.markdown: only document pages/],
      [{ pages: [page({ key: 'a' }), page({ key: 'g', parentKey: 'a', type: PageType.PAGE_TYPE_GROUP })] }, /^pages\.1\.type: a group page can only be at the top level/],
      [{ pages: [page({ key: 'l', type: PageType.PAGE_TYPE_LINK })] }, /^pages\.0\.href: a link page needs its target/],
      [{ pages: [page({ key: 'l', type: PageType.PAGE_TYPE_LINK, href: 'not a url' })] }, /^pages\.0\.href: must be an absolute URL/],
      [{ pages: [page({ key: 'l', type: PageType.PAGE_TYPE_LINK, href: 'https://x.test/' }), page({ key: 'c', parentKey: 'l' })] }, /^pages\.1\.parentKey: a link page cannot have children/],
      [{ pages: [page({ key: 'a', href: 'https://x.test/' })] }, /^pages\.0\.href: only link pages/],
      [{ pages: deep }, /^pages\.20\.parentKey: pages can be nested at most 20 deep/],
      [{ pages: [page({ key: 'a', git: { oid: 'xyz', path: 'a.md' } })] }, /^pages\.0\.git\.oid: /],
      [{ git: { oid: OID(1) } }, /^git\.message: /],
      [{ files: [file({ sha256: foreignBlob.sha256, size: foreignBlob.size })] }, /^files\.0\.sha256: the space has no blob with this hash/],
      [{ files: [file({ sha256: 'f'.repeat(64) })] }, /^files\.0\.sha256: the space has no blob/],
      [{ files: [file({ size: blob.size + 1 })] }, /^files\.0\.size: the blob has 5 bytes, not 6/],
      [{ files: [file({ contentType: 'nonsense' })] }, /^files\.0\.contentType: /],
      [{ files: [file({ name: 'a/b' })] }, /^files\.0\.name: /],
      [{ files: [file({}), file({})] }, /^files\.1\.key: /],
      [{ actingUserId: 'not an id!' }, /^actingUserId: /],
    ];
    for (const [request, message] of cases) {
      const error = await errorOf(write({ organizationId: org.id, spaceId: space.id, pages: [page({ key: 'ok' })], ...request }));
      expect({ request: message.source, code: error.code, details: error.details }).toEqual({ request: message.source, code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
    }
    expect(await spaceRevision(space.id)).toBe(before);
    expect(await revisionCount(space.id)).toBe(1);
    expect(await env.db.sourceWrite.count({ where: { spaceId: space.id } })).toBe(0);
  });

  it('FAILED_PRECONDITION for the content of a locked space; a standalone revision is still written', async () => {
    const { org, space } = await newSpace();
    await env.db.space.update({ where: { id: space.id }, data: { editMode: 'locked' } });
    const changeRequest = await createChangeRequestRow(env, space);
    for (const target of [{ target: WriteTarget.WRITE_TARGET_MAIN }, { target: WriteTarget.WRITE_TARGET_CHANGE_REQUEST, changeRequestId: changeRequest.id }]) {
      const error = await errorOf(write({ organizationId: org.id, spaceId: space.id, ...target, pages: [page({ key: 'a' })] }));
      expect(error).toMatchObject({ code: Status.FAILED_PRECONDITION, details: 'The space is locked: its content cannot be changed' });
    }
    expect(await revisionCount(space.id)).toBe(1);
    await write({ organizationId: org.id, spaceId: space.id, target: WriteTarget.WRITE_TARGET_STANDALONE, pages: [page({ key: 'a' })] });
    expect(await revisionCount(space.id)).toBe(2);
  });

  it('NOT_FOUND for a space of another organization, in the trash, or unknown', async () => {
    const { org, space } = await newSpace();
    const stranger = newOrganization(env);
    expect(await errorOf(write({ organizationId: stranger.id, spaceId: space.id, pages: [page({ key: 'a' })] }))).toMatchObject({ code: Status.NOT_FOUND, details: 'Space not found' });
    expect(await statusOf(read(stranger, space.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(write({ organizationId: org.id, spaceId: 'unknown-space', pages: [] }))).toBe(Status.NOT_FOUND);
    await env.db.space.update({ where: { id: space.id }, data: { deletedAt: new Date() } });
    expect(await statusOf(write({ organizationId: org.id, spaceId: space.id, pages: [] }))).toBe(Status.NOT_FOUND);
    expect(await revisionCount(space.id)).toBe(1);
  });
});

describe('ReadRevision', () => {
  it('reads the current revision or a named one of the space; NOT_FOUND for a revision of another space', async () => {
    const { org, space } = await newSpace();
    const first = await write({ organizationId: org.id, spaceId: space.id, pages: [page({ key: 'a.md', markdown: 'one' })] });
    await write({ organizationId: org.id, spaceId: space.id, pages: [page({ key: 'a.md', markdown: 'two' })] });
    expect((await read(org, space.id)).pages[0].markdown).toBe('two');
    expect((await read(org, space.id, first.revisionId)).pages[0]).toMatchObject({ id: first.pageIds['a.md'], markdown: 'one', git: undefined });
    const other = await createSpace(env, org, 'Other');
    expect(await errorOf(read(org, other.id, first.revisionId))).toMatchObject({ code: Status.NOT_FOUND, details: 'Revision not found' });
  });
});
