import { contentV1 } from '@quire/proto';
import { newId, type Principal } from '@quire/shared';
import { APP_URL, createSpace, errorOf, newOrganization, outboxTypes, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';
import type { PageEntry } from '../content-tree/entries';
import { bodyHashOf } from '../revision-store/bodies';
import { chunkMapOf } from '../revision-store/chunks';
import { createRevision, loadPages } from '../revision-store/store';

// PageService over gRPC: reads of the main content and of change requests, and the writes
// that go through a change request (changeRequestEditor).

const { PageType, PageFormat } = contentV1;

const env = useTestEnvironment();

type Json = Record<string, any>;

const paragraph = (text: string) => ({ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }] });

/** A space and an open change request on it, created by the organization's admin. */
async function spaceWithChangeRequest(org: Org = newOrganization(env)) {
  const space = await createSpace(env, org, 'Docs');
  const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Edits' });
  return { org, space, changeRequest: changeRequest! };
}

type Target = { space: { id: string }; changeRequest: { id: string } };

const create = (principal: Principal, target: Target, request: Partial<contentV1.CreatePageRequest>) =>
  env.as(principal).createPage({
    spaceId: target.space.id,
    changeRequestId: target.changeRequest.id,
    type: PageType.PAGE_TYPE_UNSPECIFIED,
    title: 'Page',
    position: undefined,
    content: undefined,
    target: undefined,
    ...request,
  });

async function createPage(principal: Principal, target: Target, request: Partial<contentV1.CreatePageRequest>): Promise<Json> {
  return (await create(principal, target, request)).page as Json;
}

const update = (principal: Principal, target: Target, pageId: string, request: Partial<contentV1.UpdatePageRequest>) =>
  env.as(principal).updatePage({
    spaceId: target.space.id,
    changeRequestId: target.changeRequest.id,
    pageId,
    emoji: undefined,
    icon: undefined,
    description: undefined,
    parent: undefined,
    position: undefined,
    content: undefined,
    target: undefined,
    ...request,
  });

const markdown = (text: string) => ({ markdown: text, document: undefined });

async function listInChangeRequest(principal: Principal, target: Target): Promise<Json[]> {
  return (await env.as(principal).listPages({ spaceId: target.space.id, changeRequestId: target.changeRequest.id })).pages as Json[];
}

/** id and children of a presented tree, for order assertions. */
const shape = (pages: Json[]): unknown[] => pages.map((page) => (page.pages?.length ? { [page.title]: shape(page.pages) } : page.title));

async function changeRequestRevision(changeRequestId: string): Promise<string> {
  return (await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId }, select: { revisionId: true } })).revisionId;
}

describe('ListPages', () => {
  it('answers an empty tree for a new space, NOT_FOUND outside the organization or for an unknown change request', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    expect(await env.as(org.member('read')).listPages({ spaceId: space.id })).toEqual({ pages: [] });
    expect(await statusOf(env.as(newOrganization(env).admin).listPages({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.guest()).listPages({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.admin).listPages({ spaceId: space.id, changeRequestId: 'absent' }))).toBe(Status.NOT_FOUND);
    const other = await spaceWithChangeRequest(org);
    // A change request of another space is not this space's.
    expect(await statusOf(env.as(org.admin).listPages({ spaceId: space.id, changeRequestId: other.changeRequest.id }))).toBe(Status.NOT_FOUND);
    expect(await listInChangeRequest(org.admin, { space, changeRequest })).toEqual([]);
  });

  it('presents the tree in table-of-contents order with markdown, paths, layout and kinds; the main content is untouched', async () => {
    const target = await spaceWithChangeRequest();
    const { org, space, changeRequest } = target;
    const group = await createPage(org.admin, target, { type: PageType.PAGE_TYPE_GROUP, title: 'Guides', emoji: '🎉' });
    const intro = await createPage(org.admin, target, { title: 'Intro', parent: group.id, content: markdown('# Hello\n') });
    await createPage(org.admin, target, { title: 'Setup', parent: group.id, position: { before: intro.id, after: undefined } });
    await createPage(org.admin, target, { title: 'Deep', parent: intro.id, description: 'Below intro', hidden: true });
    await createPage(org.admin, target, {
      type: PageType.PAGE_TYPE_LINK,
      title: 'Website',
      target: { kind: 'url', url: 'https://example.com' },
    });

    const pages = await listInChangeRequest(org.member('read'), target);
    expect(shape(pages)).toEqual([{ Guides: ['Setup', { Intro: ['Deep'] }] }, 'Website']);
    const [guides, website] = pages;
    expect(guides).toEqual({
      id: group.id,
      title: 'Guides',
      emoji: '🎉',
      kind: 'group',
      type: 'group',
      slug: 'guides',
      path: 'guides',
      pages: expect.any(Array),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(guides.pages[1]).toEqual({
      id: intro.id,
      title: 'Intro',
      kind: 'sheet',
      type: 'document',
      urls: { app: `${APP_URL}/s/${space.id}/~/changes/${changeRequest.number}/guides/intro` },
      slug: 'intro',
      path: 'guides/intro',
      pages: [expect.objectContaining({ title: 'Deep', path: 'guides/intro/deep', description: 'Below intro', hidden: true, markdown: '' })],
      layout: {
        width: 'default',
        cover: true,
        coverSize: 'hero',
        title: true,
        description: true,
        tableOfContents: true,
        outline: true,
        pagination: true,
        metadata: true,
      },
      markdown: '# Hello\n',
      // The body is the page's document, by its hash (getDocumentById).
      documentId: bodyHashOf('# Hello\n'),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(website).toEqual({
      id: expect.any(String),
      title: 'Website',
      kind: 'link',
      type: 'link',
      target: { kind: 'url', url: 'https://example.com' },
      href: 'https://example.com',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Never both computed and computedSeed, never both markdown and document.
    for (const page of [guides.pages[0], guides.pages[1]]) {
      expect('computed' in page || 'computedSeed' in page).toBe(false);
      expect('document' in page).toBe(false);
    }
    // Writes went to the change request only.
    expect((await env.as(org.admin).listPages({ spaceId: space.id })).pages).toEqual([]);
    // The change request also answers by its number.
    expect(await env.as(org.admin).listPages({ spaceId: space.id, changeRequestId: String(changeRequest.number) })).toEqual({ pages });
  });

  it('de-duplicates sibling slugs in paths', async () => {
    const target = await spaceWithChangeRequest();
    await createPage(target.org.admin, target, { title: 'Intro' });
    await createPage(target.org.admin, target, { title: 'Intro' });
    await createPage(target.org.admin, target, { title: 'Other', slug: 'intro' });
    const pages = await listInChangeRequest(target.org.admin, target);
    expect(pages.map((page) => page.path)).toEqual(['intro', 'intro-2', 'intro-3']);
  });
});

describe('GetPage', () => {
  it('answers markdown by default, a GitBook document with format=document, and accepts evaluated', async () => {
    const target = await spaceWithChangeRequest();
    const page = await createPage(target.org.admin, target, { title: 'Intro', content: markdown('Hello **world**\n') });
    const base = { spaceId: target.space.id, changeRequestId: target.changeRequest.id, pageId: page.id };
    const asMarkdown = (await env.as(target.org.member('read')).getPage({ ...base, format: PageFormat.PAGE_FORMAT_UNSPECIFIED })).page!;
    expect(asMarkdown).toMatchObject({ id: page.id, markdown: 'Hello **world**\n' });
    expect(asMarkdown).not.toHaveProperty('document');
    const asDocument = (await env.as(target.org.admin).getPage({ ...base, format: PageFormat.PAGE_FORMAT_DOCUMENT, evaluated: 'deterministic-only' })).page!;
    expect(asDocument).not.toHaveProperty('markdown');
    expect(asDocument.document).toMatchObject({ object: 'document', nodes: [expect.objectContaining({ object: 'block', type: 'paragraph' })] });
  });

  it('NOT_FOUND for an unknown page, a page of the change request read from the main content, or another organization', async () => {
    const target = await spaceWithChangeRequest();
    const page = await createPage(target.org.admin, target, { title: 'Intro' });
    const get = (principal: Principal, request: Partial<contentV1.GetPageRequest>) =>
      env.as(principal).getPage({ spaceId: target.space.id, pageId: page.id, format: 0, ...request });
    expect(await statusOf(get(target.org.admin, { pageId: 'absentpage', changeRequestId: target.changeRequest.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(get(target.org.admin, {}))).toBe(Status.NOT_FOUND);
    expect(await statusOf(get(newOrganization(env).admin, { changeRequestId: target.changeRequest.id }))).toBe(Status.NOT_FOUND);
    const badFormat = await errorOf(get(target.org.admin, { changeRequestId: target.changeRequest.id, format: 9 as contentV1.PageFormat }));
    expect(badFormat).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^format: /) });
  });
});

describe('CreatePage', () => {
  it('INVALID_ARGUMENT naming the field for titles, emoji, content, kinds and parents, writing nothing', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const link = await createPage(admin, target, { type: PageType.PAGE_TYPE_LINK, title: 'Link', target: { kind: 'url', url: 'https://example.com' } });
    const revisionBefore = await changeRequestRevision(target.changeRequest.id);
    const cases: [Partial<contentV1.CreatePageRequest>, RegExp][] = [
      [{ title: '' }, /^title: /],
      [{ title: 'x'.repeat(101) }, /^title: /],
      [{ emoji: 'not an emoji' }, /^emoji: /],
      [{ icon: 'bad icon!' }, /^icon: /],
      [{ slug: 'a/b' }, /^slug: /],
      [{ content: { markdown: 'a', document: { object: 'document', data: {}, nodes: [] } } }, /^content: must have exactly one/],
      [{ content: { markdown: undefined, document: undefined } }, /^content: must have exactly one/],
      [{ content: markdown('x'.repeat(1024 * 1024 + 1)) }, /^content\.markdown: .*1 MiB/],
      [{ content: { markdown: undefined, document: { object: 'document', data: {}, nodes: [paragraph('ok'), { object: 'block', type: 'nope' }] } } }, /^content\.document\.nodes\.1/],
      [{ type: PageType.PAGE_TYPE_GROUP, parent: link.id }, /^parent: /],
      [{ type: PageType.PAGE_TYPE_LINK }, /^target: /],
      [{ type: PageType.PAGE_TYPE_LINK, target: { kind: 'url', url: 'x' }, content: markdown('a') }, /^content: /],
      [{ target: { kind: 'url', url: 'x' } }, /^target: /],
      [{ target: { kind: 'nope' } } as never, /^target/],
      [{ parent: 'absentpage' }, /^parent: /],
      [{ parent: link.id }, /^parent: a link page cannot have child pages/],
      [{ position: { before: 'absentpage', after: undefined } }, /^position\.before: /],
      [{ type: 7 as contentV1.PageType }, /^type: /],
    ];
    for (const [request, message] of cases) {
      const error = await errorOf(create(admin, target, request));
      expect({ request, code: error.code, details: error.details }).toEqual({ request, code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
    }
    expect(await changeRequestRevision(target.changeRequest.id)).toBe(revisionBefore);
  });

  it('PERMISSION_DENIED below edit and in a locked space; NOT_FOUND outside the organization or for an unknown change request', async () => {
    const target = await spaceWithChangeRequest();
    expect(await statusOf(create(target.org.member('read'), target, {}))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(create(target.org.member('comment'), target, {}))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(create(newOrganization(env).admin, target, {}))).toBe(Status.NOT_FOUND);
    expect(await statusOf(create(target.org.admin, { ...target, changeRequest: { id: 'absent' } }, {}))).toBe(Status.NOT_FOUND);
    await env.db.space.update({ where: { id: target.space.id }, data: { editMode: 'locked' } });
    expect(await errorOf(create(target.org.admin, target, {}))).toMatchObject({ code: Status.PERMISSION_DENIED, details: expect.stringContaining('locked') });
  });

  it('INVALID_ARGUMENT in a merged or archived change request', async () => {
    for (const status of ['merged', 'archived'] as const) {
      const target = await spaceWithChangeRequest();
      await env.db.changeRequest.update({ where: { id: target.changeRequest.id }, data: { status } });
      expect(await errorOf(create(target.org.admin, target, {}))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringContaining(status) });
    }
  });

  it('writes one new revision of the change request, records the author and the events, and converts documents to markdown', async () => {
    const target = await spaceWithChangeRequest();
    const editor = target.org.member('edit');
    const before = await changeRequestRevision(target.changeRequest.id);
    const page = await createPage(editor, target, {
      title: 'From a document',
      content: { markdown: undefined, document: { object: 'document', data: {}, nodes: [paragraph('Hello')] } },
    });
    expect(page).toMatchObject({ title: 'From a document', slug: 'from-a-document', path: 'from-a-document', markdown: 'Hello\n' });
    const after = await changeRequestRevision(target.changeRequest.id);
    expect(after).not.toBe(before);
    expect(await env.db.revision.findUniqueOrThrow({ where: { id: after }, select: { parents: true, changeRequestId: true, pageCount: true } })).toEqual({
      parents: [before],
      changeRequestId: target.changeRequest.id,
      pageCount: 1,
    });
    expect(await env.db.changeRequestContributor.count({ where: { changeRequestId: target.changeRequest.id, userId: editor.userId } })).toBe(1);
    expect(await outboxTypes(env, after)).toEqual(['quire.content.revision.created', 'quire.content.page.created']);
  });

  it('places pages at the end by default, before or after a sibling, or between two adjacent ones', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const a = await createPage(admin, target, { title: 'A' });
    const c = await createPage(admin, target, { title: 'C' });
    await createPage(admin, target, { title: 'B', position: { after: a.id, before: c.id } });
    await createPage(admin, target, { title: 'Start', position: { before: a.id, after: undefined } });
    await createPage(admin, target, { title: 'End', position: { after: c.id, before: undefined } });
    expect(shape(await listInChangeRequest(admin, target))).toEqual(['Start', 'A', 'B', 'C', 'End']);
    const notAdjacent = await errorOf(create(admin, target, { title: 'X', position: { after: a.id, before: 'absent' } }));
    expect(notAdjacent.code).toBe(Status.INVALID_ARGUMENT);
    expect((await errorOf(create(admin, target, { title: 'X', position: { after: c.id, before: a.id } }))).details).toMatch(/adjacent/);
  });

  it('makes room between siblings that share a position key', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const first = await createPage(admin, target, { title: 'First' });
    const second = await createPage(admin, target, { title: 'Second' });
    // Two concurrent edits merged can leave equal keys: give both the same one.
    const revision = await env.db.revision.findUniqueOrThrow({ where: { id: await changeRequestRevision(target.changeRequest.id) } });
    const pages = await loadPages(env.db, revision);
    const tied = [...pages.values()].map((page) => ({ ...page, position: 'a0' }));
    const next = await createRevision(env.db, { spaceId: target.space.id, base: revision, changes: { pages: { put: tied } }, type: 'edits', parents: [revision.id] });
    await env.db.changeRequest.update({ where: { id: target.changeRequest.id }, data: { revisionId: next.id } });
    const [low, high] = [first.id, second.id].sort();
    const byId = { [first.id]: 'First', [second.id]: 'Second' };
    await createPage(admin, target, { title: 'Between', position: { after: low, before: high } });
    expect(shape(await listInChangeRequest(admin, target))).toEqual([byId[low], 'Between', byId[high]]);
  });
});

describe('UpdatePage', () => {
  it('changes fields, removes emoji with null, replaces the body, and writes nothing when nothing changes', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const page = await createPage(admin, target, { title: 'Intro', emoji: '1f389', description: 'd', content: markdown('old') });
    const updated = (await update(admin, target, page.id, { title: 'Introduction', emoji: null, slug: 'start', content: markdown('new body') })).page!;
    expect(updated).toMatchObject({ id: page.id, title: 'Introduction', slug: 'start', path: 'start', description: 'd', markdown: 'new body' });
    expect(updated).not.toHaveProperty('emoji');
    const revision = await changeRequestRevision(target.changeRequest.id);
    const same = (await update(admin, target, page.id, { title: 'Introduction' })).page!;
    expect(same).toEqual(updated);
    expect(await changeRequestRevision(target.changeRequest.id)).toBe(revision);
  });

  it('moves a page with its children, to the top level with parent null, refusing cycles and the tree rules', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const group = await createPage(admin, target, { type: PageType.PAGE_TYPE_GROUP, title: 'Group' });
    const a = await createPage(admin, target, { title: 'A', parent: group.id });
    const b = await createPage(admin, target, { title: 'B', parent: a.id });
    const c = await createPage(admin, target, { title: 'C', parent: b.id });
    const link = await createPage(admin, target, { type: PageType.PAGE_TYPE_LINK, title: 'L', target: { kind: 'page', page: a.id } });

    for (const [pageId, parent, message] of [
      [a.id, a.id, /^parent: a page cannot be moved under itself/],
      [a.id, c.id, /^parent: a page cannot be moved under itself/],
      [group.id, a.id, /^parent: a group can only be at the top level/],
      [a.id, link.id, /^parent: a link page cannot have child pages/],
      [a.id, 'absentpage', /^parent: /],
    ] as const) {
      expect(await errorOf(update(admin, target, pageId, { parent }))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
    }
    expect(await errorOf(update(admin, target, group.id, { content: markdown('x') }))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^content: /) });
    expect(await errorOf(update(admin, target, a.id, { target: { kind: 'url', url: 'x' } }))).toMatchObject({ code: Status.INVALID_ARGUMENT });
    expect(await statusOf(update(admin, target, 'absentpage', { title: 'x' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(update(target.org.member('read'), target, a.id, { title: 'x' }))).toBe(Status.PERMISSION_DENIED);

    const moved = (await update(admin, target, b.id, { parent: null, position: { before: group.id, after: undefined } })).page!;
    expect(moved).toMatchObject({ path: 'b', pages: [expect.objectContaining({ id: c.id, path: 'b/c' })] });
    expect(shape(await listInChangeRequest(admin, target))).toEqual([{ B: ['C'] }, { Group: ['A'] }, 'L']);
    // Absent parent: same parent, new position.
    await update(admin, target, link.id, { position: { before: b.id, after: undefined } });
    expect(shape(await listInChangeRequest(admin, target))).toEqual(['L', { B: ['C'] }, { Group: ['A'] }]);
  });
});

describe('DeletePage', () => {
  it('removes the page and all its descendants; an absent page changes nothing', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const a = await createPage(admin, target, { title: 'A' });
    const b = await createPage(admin, target, { title: 'B', parent: a.id });
    await createPage(admin, target, { title: 'C', parent: b.id });
    await createPage(admin, target, { title: 'D' });
    const request = { spaceId: target.space.id, changeRequestId: target.changeRequest.id, pageId: a.id };
    expect(await statusOf(env.as(target.org.member('read')).deletePage(request))).toBe(Status.PERMISSION_DENIED);
    expect(await env.as(admin).deletePage(request)).toEqual({});
    expect(shape(await listInChangeRequest(admin, target))).toEqual(['D']);
    const revision = await changeRequestRevision(target.changeRequest.id);
    expect((await env.db.revision.findUniqueOrThrow({ where: { id: revision } })).pageCount).toBe(1);
    expect(await outboxTypes(env, revision)).toEqual(['quire.content.revision.created', 'quire.content.page.deleted']);
    await env.as(admin).deletePage(request);
    expect(await changeRequestRevision(target.changeRequest.id)).toBe(revision);
  });
});

describe('sharing unchanged content between revisions', () => {
  it('editing one page of a 2,000-page space writes at most 2 new chunks', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Big');
    const now = new Date().toISOString();
    const pages: PageEntry[] = Array.from({ length: 2000 }, (_, index) => ({
      id: newId(),
      kind: 'document',
      parentId: null,
      position: `a${String(index).padStart(4, '0')}`,
      title: `Page ${index}`,
      slug: `page-${index}`,
      createdAt: now,
      updatedAt: now,
    }));
    const base = await env.db.revision.findUniqueOrThrow({ where: { id: space.revision } });
    const big = await createRevision(env.db, { spaceId: space.id, base, changes: { pages: { put: pages } }, type: 'edits', parents: [base.id] });
    await env.db.space.update({ where: { id: space.id }, data: { revisionId: big.id } });
    const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'One edit' });
    const target = { space, changeRequest: changeRequest! };

    await update(org.admin, target, pages[1234].id, { title: 'Edited', content: markdown('Edited body') });
    const edited = await env.db.revision.findUniqueOrThrow({ where: { id: await changeRequestRevision(changeRequest!.id) } });
    const [before, after] = [chunkMapOf(big.pageChunks), chunkMapOf(edited.pageChunks)];
    const rewritten = Object.keys(after).filter((bucket) => after[bucket] !== before[bucket]);
    expect(Object.keys(after).length).toBeGreaterThan(100);
    expect(rewritten.length).toBeLessThanOrEqual(2);
    expect(edited.pageCount).toBe(2000);
    expect(chunkMapOf(edited.fileChunks)).toEqual(chunkMapOf(big.fileChunks));
  });
});
