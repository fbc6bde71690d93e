import { contentV1 } from '@quire/proto';
import type { Principal } from '@quire/shared';
import type { FileEntry, PageEntry } from '../content-tree/entries';
import { bodyHashOf, putBodies } from '../revision-store/bodies';
import { createRevision, loadStoredRevision } from '../revision-store/store';
import { APP_URL, createCollection, createSpace, newOrganization, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';

// LinkService over gRPC: the links of a page and of a whole revision with their statuses and
// stats, page and file backlinks, in the main content and in change requests before they merge.

const env = useTestEnvironment();

const { ContentReferenceStatus: S, ContentReferenceRelation: R, ContentLocationKind: K, PageType, BrokenLinksContext } = contentV1;

type Json = Record<string, any>;
type Target = { space: contentV1.Space; changeRequest: contentV1.ChangeRequest };

async function spaceWithChangeRequest(org: Org = newOrganization(env), title = 'Docs'): Promise<Target & { org: Org }> {
  const space = await createSpace(env, org, title);
  return { org, ...(await openChangeRequest(org.admin, space)) };
}

async function openChangeRequest(principal: Principal, space: contentV1.Space) {
  const { changeRequest } = await env.as(principal).createChangeRequest({ spaceId: space.id, subject: 'Edits' });
  return { space, changeRequest: changeRequest! };
}

async function createPage(
  principal: Principal,
  target: Target,
  title: string,
  { markdown, parent, link }: { markdown?: string; parent?: string; link?: Json } = {},
): Promise<Json> {
  const { page } = await env.as(principal).createPage({
    spaceId: target.space.id,
    changeRequestId: target.changeRequest.id,
    type: link ? PageType.PAGE_TYPE_LINK : PageType.PAGE_TYPE_UNSPECIFIED,
    title,
    parent,
    position: undefined,
    content: markdown === undefined ? undefined : { markdown, document: undefined },
    target: link,
  });
  return page as Json;
}

async function setMarkdown(principal: Principal, target: Target, pageId: string, markdown: string): Promise<void> {
  await env.as(principal).updatePage({
    spaceId: target.space.id,
    changeRequestId: target.changeRequest.id,
    pageId,
    emoji: undefined,
    icon: undefined,
    description: undefined,
    parent: undefined,
    position: undefined,
    content: { markdown, document: undefined },
    target: undefined,
  });
}

async function upload(principal: Principal, target: Target, name: string, contentType = 'image/svg+xml'): Promise<contentV1.RevisionFile> {
  const data = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>');
  const { file } = await env.as(principal).uploadFile({ spaceId: target.space.id, changeRequestId: target.changeRequest.id, name, contentType, data });
  return file!;
}

async function merge(principal: Principal, target: Target): Promise<void> {
  const outcome = await env.as(principal).mergeChangeRequest({ spaceId: target.space.id, changeRequestId: target.changeRequest.id });
  expect(outcome.result).toBe('merge');
}

type Scope = { spaceId: string; changeRequestId?: string };
const main = (target: { space: { id: string } }): Scope => ({ spaceId: target.space.id });
const inChangeRequest = (target: Target, by: 'id' | 'number' = 'id'): Scope => ({
  spaceId: target.space.id,
  changeRequestId: by === 'id' ? target.changeRequest.id : String(target.changeRequest.number),
});

const pageLinks = (principal: Principal, scope: Scope, pageId: string, extra: Partial<contentV1.ListPageLinksRequest> = {}) =>
  env.as(principal).listPageLinks({ ...scope, pageId, status: 0, ...extra });
const links = (principal: Principal, scope: Scope, extra: Partial<contentV1.ListLinksRequest> = {}) =>
  env.as(principal).listLinks({ ...scope, status: 0, brokenContext: 0, ...extra });
const pageBacklinks = (principal: Principal, scope: Scope, pageId: string, extra: Partial<contentV1.ListPageBacklinksRequest> = {}) =>
  env.as(principal).listPageBacklinks({ ...scope, pageId, ...extra });
const fileBacklinks = (principal: Principal, scope: Scope, fileId: string, extra: Partial<contentV1.ListFileBacklinksRequest> = {}) =>
  env.as(principal).listFileBacklinks({ ...scope, fileId, ...extra });

/** A location in a few words: its kind and what it names. */
function describeLocation(location: contentV1.ContentLocation | undefined): string {
  if (!location) return 'none';
  switch (location.kind) {
    case K.CONTENT_LOCATION_KIND_URL:
      return `url ${location.url}`;
    case K.CONTENT_LOCATION_KIND_PAGE:
      return `page ${location.page?.title}${location.internalLocation ? `#${location.internalLocation.anchor}` : ''}`;
    case K.CONTENT_LOCATION_KIND_FILE:
      return `file ${location.file?.name}`;
    case K.CONTENT_LOCATION_KIND_SPACE:
      return `space ${location.space?.title}`;
    case K.CONTENT_LOCATION_KIND_COLLECTION:
      return `collection ${location.collection?.title}`;
    default:
      return `kind ${location.kind}`;
  }
}

const STATUS_NAMES: Record<number, string> = { [S.CONTENT_REFERENCE_STATUS_OK]: 'ok', [S.CONTENT_REFERENCE_STATUS_BROKEN]: 'broken', [S.CONTENT_REFERENCE_STATUS_IN_APP]: 'in-app' };
const RELATION_NAMES: Record<number, string> = { [R.CONTENT_REFERENCE_RELATION_REFERENCE]: 'reference', [R.CONTENT_REFERENCE_RELATION_DEPENDS_ON]: 'dependsOn' };

/** Each usage as "status relation target". */
const summary = (items: contentV1.LinkUsage[]) => items.map((item) => `${STATUS_NAMES[item.status]} ${RELATION_NAMES[item.relation]} ${describeLocation(item.targetReference)}`);

const titles = (items: contentV1.ContentLocation[]) => items.map((item) => item.page?.title);

describe('ListPageLinks', () => {
  it('reports every kind of reference with its status, relation and target, and stats before the status filter', async () => {
    const target = await spaceWithChangeRequest();
    const { org } = target;
    const elsewhere = newOrganization(env);
    const otherSpace = await createSpace(env, org, 'Other space');
    const hiddenSpace = await createSpace(env, elsewhere, 'Hidden space');
    const collection = await createCollection(env, org, 'Handbooks');
    const diagram = await upload(org.admin, target, 'diagram.svg');
    const report = await upload(org.admin, target, 'report.pdf', 'application/pdf');
    const guide = await createPage(org.admin, target, 'Guide', { markdown: 'Draft' });
    const intro = await createPage(org.admin, target, 'Intro', { parent: guide.id, markdown: '# Intro\n\n## Setup\n\nSteps.\n' });
    await setMarkdown(
      org.admin,
      target,
      guide.id,
      [
        '# Top',
        '',
        `See [the intro](quire:page/${intro.id}), [its setup](quire:page/${intro.id}#setup) and [a missing anchor](quire:page/${intro.id}#nowhere).`,
        '',
        'A [page that is not there](quire:page/absentpage) and [the intro by path](intro.md#setup), [a path to nothing](missing.md).',
        '',
        `![A diagram](.gitbook/assets/diagram.svg)`,
        '',
        `{% file src="quire:file/${report.id}" %}`,
        'The report',
        '{% endfile %}',
        '',
        `[Another space](quire:space/${otherSpace.id}), [a space of another organization](quire:space/${hiddenSpace.id}), [a collection](quire:collection/${collection.id}).`,
        '',
        `[External](https://example.com/docs), [inside Quire](${APP_URL}/s/${otherSpace.id}) and [back to the top](#top).`,
      ].join('\n'),
    );

    const expected = [
      'ok reference page Intro',
      'ok reference page Intro#setup',
      'broken reference page Intro#nowhere',
      'broken reference url quire:page/absentpage',
      'ok reference page Intro#setup',
      'broken reference url missing.md',
      'ok dependsOn file diagram.svg',
      'ok dependsOn file report.pdf',
      'ok reference space Other space',
      'broken reference url quire:space/' + hiddenSpace.id,
      'ok reference collection Handbooks',
      'ok reference url https://example.com/docs',
      `in-app reference url ${APP_URL}/s/${otherSpace.id}`,
      'ok reference page Guide#top',
    ];
    const reader = org.member('read');
    const before = env.directory.organizationsRequests.length;
    const inRequest = await pageLinks(reader, inChangeRequest(target), guide.id, { limit: 100 });
    expect(summary(inRequest.items)).toEqual(expected);
    // One batched GetOrganizations for the whole response, with the caller as viewer.
    expect(env.directory.organizationsRequests.length).toBe(before + 1);
    expect(env.directory.organizationsRequests.at(-1)).toEqual({ organizationIds: [org.id], viewerId: reader.userId });
    expect(inRequest.count).toBe(14);
    expect(inRequest.next).toBeUndefined();
    // Nothing is broken in main, where none of this exists yet: all four are the change request's.
    expect(inRequest.stats).toEqual({ total: 14, broken: { total: 4, changeRequest: 4 } });

    // Every location embeds its organization and space; the page is presented alone, with its
    // change request URL and its Markdown.
    const [first] = inRequest.items;
    expect(first.targetReference).toMatchObject({
      kind: K.CONTENT_LOCATION_KIND_PAGE,
      organization: { object: 'organization', id: org.id, permissions: { view: true, admin: false } },
      space: { object: 'space', id: target.space.id },
      page: { id: intro.id, type: 'document', path: 'guide/intro', pages: [], markdown: '# Intro\n\n## Setup\n\nSteps.\n' },
    });
    expect(first.targetReference?.page?.urls.app).toBe(`${APP_URL}/s/${target.space.id}/~/changes/${target.changeRequest.number}/guide/intro`);
    expect(first.locationReferences).toHaveLength(1);
    expect(first.locationReferences[0]).toMatchObject({ kind: K.CONTENT_LOCATION_KIND_PAGE, page: { id: guide.id, title: 'Guide', pages: [] } });
    // The guide has a child, which a location does not expand.
    expect(inRequest.items.find((item) => item.targetReference?.kind === K.CONTENT_LOCATION_KIND_FILE)?.targetReference).toMatchObject({
      organization: { id: org.id },
      space: { id: target.space.id },
      file: { id: diagram.id, name: 'diagram.svg', contentType: 'image/svg+xml' },
    });
    expect(inRequest.items.find((item) => item.targetReference?.kind === K.CONTENT_LOCATION_KIND_COLLECTION)?.targetReference).toMatchObject({
      organization: { id: org.id },
      collection: { object: 'collection', id: collection.id, title: 'Handbooks' },
      space: undefined,
    });

    // The status filter narrows the items, not the stats.
    const broken = await pageLinks(reader, inChangeRequest(target, 'number'), guide.id, { status: S.CONTENT_REFERENCE_STATUS_BROKEN });
    expect(summary(broken.items)).toEqual(expected.filter((line) => line.startsWith('broken')));
    expect(broken.count).toBe(4);
    expect(broken.stats).toEqual(inRequest.stats);
    const inApp = await pageLinks(reader, inChangeRequest(target), guide.id, { status: S.CONTENT_REFERENCE_STATUS_IN_APP });
    expect(inApp.count).toBe(1);

    // Main has none of these pages until the change request merges.
    expect(await statusOf(pageLinks(reader, main(target), guide.id))).toBe(Status.NOT_FOUND);
    await merge(org.admin, target);
    const merged = await pageLinks(reader, main(target), guide.id, { limit: 100 });
    expect(summary(merged.items)).toEqual(expected);
    expect(merged.stats).toEqual({ total: 14, broken: { total: 4, changeRequest: undefined } });
    expect(merged.items[0].targetReference?.page?.urls.app).toBe(`${APP_URL}/s/${target.space.id}/guide/intro`);
  });

  it('a link page: its target is its one link', async () => {
    const target = await spaceWithChangeRequest();
    const { org } = target;
    const intro = await createPage(org.admin, target, 'Intro', { markdown: 'Hello.' });
    const toIntro = await createPage(org.admin, target, 'To the intro', { link: { kind: 'page', page: intro.id } });
    const toNothing = await createPage(org.admin, target, 'To nothing', { link: { kind: 'file', file: 'absentfile' } });
    const result = await pageLinks(org.admin, inChangeRequest(target), toIntro.id);
    expect(summary(result.items)).toEqual(['ok reference page Intro']);
    expect(result.items[0].locationReferences[0].page).toMatchObject({ id: toIntro.id, type: 'link', target: { kind: 'page', page: intro.id } });
    expect(summary((await pageLinks(org.admin, inChangeRequest(target), toNothing.id)).items)).toEqual(['broken reference url quire:file/absentfile']);
  });

  it('NOT_FOUND for an unknown page, change request or space, and outside the organization; INVALID_ARGUMENT for bad input', async () => {
    const target = await spaceWithChangeRequest();
    const { org } = target;
    const page = await createPage(org.admin, target, 'Page', { markdown: '[x](https://x.test)' });
    expect(await statusOf(pageLinks(org.admin, inChangeRequest(target), 'absentpage'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(pageLinks(org.admin, { spaceId: target.space.id, changeRequestId: 'absentrequest' }, page.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(pageLinks(org.admin, { spaceId: 'absentspace' }, page.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(pageLinks(newOrganization(env).admin, inChangeRequest(target), page.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(pageLinks(org.guest(), inChangeRequest(target), page.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(pageLinks(org.admin, inChangeRequest(target), page.id, { status: 9 as contentV1.ContentReferenceStatus }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(pageLinks(org.admin, inChangeRequest(target), page.id, { limit: 0 }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(pageLinks(org.admin, inChangeRequest(target), page.id, { limit: 1001 }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(pageLinks(org.admin, inChangeRequest(target), page.id, { page: 'not a cursor' }))).toBe(Status.INVALID_ARGUMENT);
  });

  it('pages through the links of a page in document order', async () => {
    const target = await spaceWithChangeRequest();
    const { org } = target;
    const page = await createPage(org.admin, target, 'Many', { markdown: Array.from({ length: 7 }, (_, index) => `[l${index}](https://l${index}.test)`).join('\n\n') });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const result = await pageLinks(org.admin, inChangeRequest(target), page.id, { limit: 3, page: cursor });
      expect(result.items.length).toBeLessThanOrEqual(3);
      expect(result.count).toBe(7);
      seen.push(...result.items.map((item) => item.targetReference!.url!));
      cursor = result.next?.page;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 7 }, (_, index) => `https://l${index}.test`));
  });
});

describe('broken links in a change request', () => {
  it('appear in the change request only, and disappear when it fixes them, before it merges', async () => {
    const setup = await spaceWithChangeRequest();
    const { org, space } = setup;
    const guide = await createPage(org.admin, setup, 'Guide', { markdown: 'Start.' });
    const reference = await createPage(org.admin, setup, 'Reference', { markdown: '# Reference\n\n## Options\n' });
    await setMarkdown(org.admin, setup, guide.id, `[Options](quire:page/${reference.id}#options) and [old](quire:page/absentold).`);
    await merge(org.admin, setup);
    // Main: one broken link, broken before any change request.
    expect((await pageLinks(org.admin, main(setup), guide.id)).stats).toEqual({ total: 2, broken: { total: 1, changeRequest: undefined } });

    const target = await openChangeRequest(org.admin, space);
    // The change request deletes the page the guide links to, and breaks an anchor.
    await env.as(org.admin).deletePage({ spaceId: space.id, changeRequestId: target.changeRequest.id, pageId: reference.id });
    const broken = await pageLinks(org.admin, inChangeRequest(target), guide.id);
    expect(summary(broken.items)).toEqual([`broken reference url quire:page/${reference.id}#options`, 'broken reference url quire:page/absentold']);
    // Two broken, one of them by this change request.
    expect(broken.stats).toEqual({ total: 2, broken: { total: 2, changeRequest: 1 } });
    const whole = await links(org.admin, inChangeRequest(target));
    expect(whole.stats).toEqual({ total: 2, broken: { total: 2, changeRequest: 1 } });
    const onlyThisRequest = await links(org.admin, inChangeRequest(target), {
      status: S.CONTENT_REFERENCE_STATUS_BROKEN,
      brokenContext: BrokenLinksContext.BROKEN_LINKS_CONTEXT_CHANGE_REQUEST,
    });
    expect(summary(onlyThisRequest.items)).toEqual([`broken reference url quire:page/${reference.id}#options`]);
    // Main is untouched.
    expect((await pageLinks(org.admin, main(target), guide.id)).stats?.broken).toEqual({ total: 1, changeRequest: undefined });

    // The change request fixes the links: a page with the anchor again, and no link to the old page.
    const replacement = await createPage(org.admin, target, 'Options', { markdown: '## Options\n' });
    await setMarkdown(org.admin, target, guide.id, `[Options](quire:page/${replacement.id}#options).`);
    const fixed = await pageLinks(org.admin, inChangeRequest(target), guide.id);
    expect(summary(fixed.items)).toEqual(['ok reference page Options#options']);
    expect(fixed.stats).toEqual({ total: 1, broken: { total: 0, changeRequest: 0 } });
    expect((await links(org.admin, inChangeRequest(target))).stats).toEqual({ total: 1, broken: { total: 0, changeRequest: 0 } });
    // Still not merged: main keeps its own broken link.
    expect((await pageLinks(org.admin, main(target), guide.id)).stats?.broken?.total).toBe(1);
    expect(await statusOf(links(org.admin, main(target), { brokenContext: BrokenLinksContext.BROKEN_LINKS_CONTEXT_CHANGE_REQUEST }))).toBe(Status.INVALID_ARGUMENT);
  });
});

describe('ListLinks', () => {
  it("every link of the revision, by page then document order, with the revision's stats", async () => {
    const target = await spaceWithChangeRequest();
    const { org } = target;
    const a = await createPage(org.admin, target, 'A', { markdown: '[one](https://one.test) [two](missing.md)' });
    const b = await createPage(org.admin, target, 'B', { markdown: `[a](quire:page/${a.id}) [three](https://three.test)` });
    await createPage(org.admin, target, 'Empty', { markdown: 'No links.' });
    const all = await links(org.admin, inChangeRequest(target), { limit: 1000 });
    expect(all.count).toBe(4);
    expect(all.stats).toEqual({ total: 4, broken: { total: 1, changeRequest: 1 } });
    const byPage = new Map<string, string[]>();
    for (const item of all.items) {
      const source = item.locationReferences[0].page!.title as string;
      byPage.set(source, [...(byPage.get(source) ?? []), describeLocation(item.targetReference)]);
    }
    expect(Object.fromEntries(byPage)).toEqual({ A: ['url https://one.test', 'url missing.md'], B: ['page A', 'url https://three.test'] });
    // Page id order.
    const sources = all.items.map((item) => item.locationReferences[0].page!.id as string);
    expect(sources).toEqual([...sources].sort());

    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const result = await links(org.admin, inChangeRequest(target), { limit: 1, page: cursor });
      expect(result.count).toBe(4);
      expect(result.stats?.total).toBe(4);
      walked.push(...result.items.map((item) => describeLocation(item.targetReference)));
      cursor = result.next?.page;
    } while (cursor);
    expect(walked).toEqual(all.items.map((item) => describeLocation(item.targetReference)));
    expect(summary((await links(org.admin, inChangeRequest(target), { status: S.CONTENT_REFERENCE_STATUS_BROKEN })).items)).toEqual(['broken reference url missing.md']);
    void b;
  });

  it('an empty space has no links; NOT_FOUND outside its organization', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Empty');
    expect(await links(org.member('read'), main({ space }))).toEqual({ items: [], next: undefined, count: 0, stats: { total: 0, broken: { total: 0, changeRequest: undefined } } });
    expect(await statusOf(links(newOrganization(env).admin, main({ space })))).toBe(Status.NOT_FOUND);
  });

  it('the released ListSpaceLinks is replaced by ListLinks', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Old');
    expect(await statusOf(env.as(org.admin).listSpaceLinks({ spaceId: space.id, status: 0 }))).toBe(Status.UNIMPLEMENTED);
  });
});

describe('ListFileBacklinks', () => {
  it('the pages that use a file, by id or by path, image, file block or cover; in the change request before it merges', async () => {
    const target = await spaceWithChangeRequest();
    const { org } = target;
    const logo = await upload(org.admin, target, 'logo.svg');
    const other = await upload(org.admin, target, 'other.svg');
    await createPage(org.admin, target, 'By id', { markdown: `![Logo](quire:file/${logo.id})` });
    await createPage(org.admin, target, 'By path', { markdown: '---\ncover: .gitbook/assets/logo.svg\n---\n\n# Title\n' });
    const parent = await createPage(org.admin, target, 'Parent', { markdown: 'Parent.' });
    await createPage(org.admin, target, 'Nested', { parent: parent.id, markdown: '{% file src="../.gitbook/assets/logo.svg" %}\nLogo\n{% endfile %}' });
    await createPage(org.admin, target, 'Unrelated', { markdown: `![Other](quire:file/${other.id}) [link](https://x.test)` });

    const result = await fileBacklinks(org.member('read'), inChangeRequest(target), logo.id);
    expect(result.count).toBe(3);
    expect(titles(result.items).sort()).toEqual(['By id', 'By path', 'Nested']);
    for (const item of result.items) {
      expect(item).toMatchObject({ kind: K.CONTENT_LOCATION_KIND_PAGE, organization: { id: org.id }, space: { id: target.space.id }, page: { pages: [] } });
    }
    expect(titles((await fileBacklinks(org.admin, inChangeRequest(target), other.id)).items)).toEqual(['Unrelated']);
    // Main has no such file yet.
    expect(await statusOf(fileBacklinks(org.admin, main(target), logo.id))).toBe(Status.NOT_FOUND);
    expect(await statusOf(fileBacklinks(org.admin, inChangeRequest(target), 'absentfile'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(fileBacklinks(newOrganization(env).admin, inChangeRequest(target), logo.id))).toBe(Status.NOT_FOUND);

    const firstPage = await fileBacklinks(org.admin, inChangeRequest(target), logo.id, { limit: 2 });
    expect(firstPage.items).toHaveLength(2);
    const secondPage = await fileBacklinks(org.admin, inChangeRequest(target), logo.id, { limit: 2, page: firstPage.next!.page });
    expect(secondPage.next).toBeUndefined();
    expect([...titles(firstPage.items), ...titles(secondPage.items)]).toEqual(titles(result.items));

    await merge(org.admin, target);
    expect(titles((await fileBacklinks(org.admin, main(target), logo.id)).items)).toEqual(titles(result.items));
  });

  it('backlinks of a file embedded in two pages', async () => {
    const target = await spaceWithChangeRequest();
    const { org } = target;
    const chart = await upload(org.admin, target, 'chart.svg');
    await createPage(org.admin, target, 'Report', { markdown: `![Chart](quire:file/${chart.id})` });
    await createPage(org.admin, target, 'Summary', { markdown: `Again: ![Chart](quire:file/${chart.id})` });
    await createPage(org.admin, target, 'Notes', { markdown: 'No chart here.' });
    const result = await fileBacklinks(org.admin, inChangeRequest(target), chart.id);
    expect(result.count).toBe(2);
    expect(titles(result.items).sort()).toEqual(['Report', 'Summary']);
  });
});

describe('ListPageBacklinks', () => {
  it('the pages that link to a page by id, anchor, relative path or as a link page; never the page itself', async () => {
    const target = await spaceWithChangeRequest();
    const { org } = target;
    const api = await createPage(org.admin, target, 'API', { markdown: '# API\n\n## Auth\n\nSee [auth](#auth).' });
    await createPage(org.admin, target, 'By id', { markdown: `[API](quire:page/${api.id})` });
    await createPage(org.admin, target, 'By anchor', { markdown: `[Auth](quire:page/${api.id}#auth)` });
    const guides = await createPage(org.admin, target, 'Guides', { markdown: 'Guides.' });
    await createPage(org.admin, target, 'By path', { parent: guides.id, markdown: '[API](../api.md#auth)' });
    await createPage(org.admin, target, 'As link page', { link: { kind: 'page', page: api.id } });
    await createPage(org.admin, target, 'Elsewhere', { markdown: '[Another](other.md) [API docs](https://api.test)' });

    const result = await pageBacklinks(org.member('read'), inChangeRequest(target), api.id);
    expect(titles(result.items).sort()).toEqual(['As link page', 'By anchor', 'By id', 'By path']);
    expect(result.count).toBe(4);
    expect(result.items.map((item) => item.page!.id)).toEqual([...result.items.map((item) => item.page!.id)].sort());
    expect(await statusOf(pageBacklinks(org.admin, inChangeRequest(target), 'absentpage'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(pageBacklinks(newOrganization(env).admin, inChangeRequest(target), api.id))).toBe(Status.NOT_FOUND);

    // Main does not have them until the merge; then a new change request's link shows in it alone.
    await merge(org.admin, target);
    expect((await pageBacklinks(org.admin, main(target), api.id)).count).toBe(4);
    const next = await openChangeRequest(org.admin, target.space);
    await createPage(org.admin, next, 'New', { markdown: `[API](quire:page/${api.id})` });
    expect((await pageBacklinks(org.admin, inChangeRequest(next), api.id)).count).toBe(5);
    expect((await pageBacklinks(org.admin, main(next), api.id)).count).toBe(4);
  });
});

describe('Git Sync content', () => {
  const T0 = '2026-01-01T00:00:00.000Z';
  const git = (path: string) => ({ oid: `oid-${path}`, path });

  /** A space whose main content came from Git: pages and files with their Git paths. */
  async function importedSpace(org: Org, pages: Array<[PageEntry, string]>, files: FileEntry[]) {
    const space = await createSpace(env, org, 'Imported');
    const base = await loadStoredRevision(env.db, space.revision);
    await putBodies(env.db, new Map(pages.map(([entry, markdown]) => [entry.bodyHash!, markdown])));
    const revision = await createRevision(env.db, {
      spaceId: space.id,
      base,
      changes: { pages: { put: pages.map(([entry]) => entry) }, files: { put: files } },
      type: 'edits',
      parents: [base.id],
    });
    await env.db.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
    return space;
  }

  const page = (id: string, title: string, slug: string, parentId: string | null, gitPath: string, markdown: string): [PageEntry, string] => [
    { id, kind: 'document', parentId, position: `a${id}`, title, slug, bodyHash: bodyHashOf(markdown), git: git(gitPath), createdAt: T0, updatedAt: T0 },
    markdown,
  ];

  it('relative links and assets resolve by the Git paths of pages and files', async () => {
    const org = newOrganization(env);
    const suffix = Math.random().toString(36).slice(2, 8);
    const shot: FileEntry = { id: `shot${suffix}`, name: 'screen shot.png', contentType: 'image/png', size: 3, blobHash: 'b'.repeat(64), git: git('.gitbook/assets/screen shot.png'), createdAt: T0 };
    const space = await importedSpace(
      org,
      [
        page(`home${suffix}`, 'Home', 'home', null, 'README.md', `# Home ${suffix}\n`),
        page(`docs${suffix}`, 'Docs', 'documentation', null, 'docs/README.md', `# Docs ${suffix}\n`),
        page(
          `start${suffix}`,
          'Getting started',
          'start',
          `docs${suffix}`,
          'docs/getting-started.md',
          [`# Start ${suffix}`, '', '[Auth](../api/reference.md#auth) [Home](../README.md) [Docs](./) [Gone](../api/gone.md)', '', '![Shot](../.gitbook/assets/screen%20shot.png)'].join('\n'),
        ),
        page(`api${suffix}`, 'API reference', 'reference', null, 'api/reference.md', `# API ${suffix}\n\n## Auth\n`),
      ],
      [shot],
    );
    const result = await pageLinks(org.admin, main({ space }), `start${suffix}`);
    expect(summary(result.items)).toEqual([
      'ok reference page API reference#auth',
      'ok reference page Home',
      'ok reference page Docs',
      'broken reference url ../api/gone.md',
      'ok dependsOn file screen shot.png',
    ]);
    expect(titles((await pageBacklinks(org.admin, main({ space }), `api${suffix}`)).items)).toEqual(['Getting started']);
    expect(titles((await pageBacklinks(org.admin, main({ space }), `home${suffix}`)).items)).toEqual(['Getting started']);
    expect(titles((await fileBacklinks(org.admin, main({ space }), shot.id)).items)).toEqual(['Getting started']);
  });
});

describe('storage', () => {
  it('extracts a body once, shares it across revisions and spaces, and re-extracts rows of older rules', async () => {
    const target = await spaceWithChangeRequest();
    const { org } = target;
    const markdown = `[shared](https://shared.test/${target.space.id})`;
    const page = await createPage(org.admin, target, 'Shared', { markdown });
    const stored = await readStoredLinks(org.admin, target, page);
    expect(stored.references).toEqual([
      expect.objectContaining({ position: 0, kind: 'url', target: `https://shared.test/${target.space.id}`, relation: 'reference' }),
    ]);
    // Another space with the same text reads the same rows.
    const twin = await spaceWithChangeRequest(org, 'Twin');
    const twinPage = await createPage(org.admin, twin, 'Twin', { markdown });
    expect(summary((await pageLinks(org.admin, inChangeRequest(twin), twinPage.id)).items)).toEqual([`ok reference url https://shared.test/${target.space.id}`]);
    expect(await env.db.pageBodyLinks.count({ where: { bodyHash: stored.bodyHash } })).toBe(1);

    // A body stored by older rules (version 0 here) is extracted again on its first read.
    const oldTarget = await spaceWithChangeRequest(org, 'Old rules');
    const oldMarkdown = `[old](https://old.test/${oldTarget.space.id})`;
    await env.db.pageBodyLinks.create({
      data: { bodyHash: bodyHashOf(oldMarkdown), version: 0, anchors: [], references: { create: [{ position: 0, kind: 'url', lookupKey: 'x', target: 'https://stale.test', relation: 'reference' }] } },
    });
    const oldPage = await createPage(org.admin, oldTarget, 'Old', { markdown: oldMarkdown });
    expect(summary((await pageLinks(org.admin, inChangeRequest(oldTarget), oldPage.id)).items)).toEqual([`ok reference url https://old.test/${oldTarget.space.id}`]);
    const rewritten = await env.db.pageBodyLinks.findUniqueOrThrow({ where: { bodyHash: bodyHashOf(oldMarkdown) }, include: { references: true } });
    expect(rewritten.version).toBeGreaterThan(0);
    expect(rewritten.references.map((row) => row.target)).toEqual([`https://old.test/${oldTarget.space.id}`]);
  });
});

/** The stored links of a page's body, after a links request made sure they are stored. */
async function readStoredLinks(principal: Principal, target: Target, page: Json) {
  await pageLinks(principal, inChangeRequest(target), page.id);
  return env.db.pageBodyLinks.findUniqueOrThrow({
    where: { bodyHash: bodyHashOf(page.markdown as string) },
    include: { references: { orderBy: { position: 'asc' } } },
  });
}
