import { ContentReferenceStatus as Status } from '@gitbook/api';
import { expectContract } from './contract';
import { absentId, client, createCollection, createPageInChangeRequest, createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org, sendRaw, walkPages } from './content-helpers';
import { startStack, type Stack } from './harness';

// Links and backlinks through the gateway with the official client: the links of a page and of a
// whole space or change request with their statuses and stats, page and file backlinks, in main
// and in change requests before they merge. Every body is checked against the GitBook contract,
// ContentLocation variants (page, file, space, collection, url) with their embedded
// Organization, Space, RevisionPage, RevisionFile and Collection included.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;

const newOrg = () => newOrgOf(stack);
const anonymous = () => client(stack);

const contentPath = (spaceId: string, changeRequestId: string) => `/spaces/${spaceId}/change-requests/${changeRequestId}/content`;

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>');

async function newChangeRequest(org: Org, spaceId: string): Promise<Json> {
  return expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Links' }));
}

/** POST .../content/pages (a Quire extension: the official client has no method for it). */
const createPage = (org: Org, spaceId: string, changeRequestId: string, body: Json): Promise<Json> =>
  createPageInChangeRequest(stack, org, spaceId, changeRequestId, body);

async function updatePage(org: Org, spaceId: string, changeRequestId: string, pageId: string, body: Json): Promise<void> {
  const response = await sendRaw(stack, 'PATCH', `${contentPath(spaceId, changeRequestId)}/page/${pageId}`, { token: org.token, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

async function deletePage(org: Org, spaceId: string, changeRequestId: string, pageId: string): Promise<void> {
  const response = await sendRaw(stack, 'DELETE', `${contentPath(spaceId, changeRequestId)}/page/${pageId}`, { token: org.token });
  expect(response.status).toBe(204);
}

async function upload(org: Org, spaceId: string, changeRequestId: string, name: string): Promise<Json> {
  const response = await fetch(`${stack.baseUrl}/v1${contentPath(spaceId, changeRequestId)}/files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${org.token}`, 'content-type': 'image/svg+xml' },
    body: SVG,
  });
  expect(response.status).toBe(201);
  const file = (await response.json()) as Json;
  expectContract('getFileInChangeRequestById', 200, file);
  return file;
}

const merge = async (org: Org, spaceId: string, changeRequestId: string) =>
  expect(await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(spaceId, changeRequestId))).toMatchObject({ result: 'merge' });

/** A location in a few words: its kind and what it names. */
function describeLocation(location: Json | undefined): string {
  if (!location) return 'none';
  switch (location.kind) {
    case 'url':
      return `url ${location.url}`;
    case 'page':
      return `page ${location.page.title}${location.internalLocation ? `#${location.internalLocation.anchor}` : ''}`;
    case 'file':
      return `file ${location.file.name}`;
    case 'space':
      return `space ${location.space.title}`;
    case 'collection':
      return `collection ${location.collection.title}`;
    default:
      return `kind ${location.kind}`;
  }
}

const summary = (items: Json[]) => items.map((item) => `${item.status} ${item.relation} ${describeLocation(item.targetReference)}`);
const titles = (items: Json[]) => items.map((item) => item.page.title as string);

type Fixture = {
  org: Org;
  space: Json;
  other: Json;
  collection: Json;
  guide: Json;
  intro: Json;
  report: Json;
  shortcut: Json;
  logo: Json;
};

/** A space whose main content has pages linking to every kind of target, merged from a change request. */
async function fixture(): Promise<Fixture> {
  const org = await newOrg();
  const space = await createSpace(org, 'Docs');
  const other = await createSpace(org, 'Other');
  const collection = await createCollection(org, 'Handbooks');
  const changeRequest = await newChangeRequest(org, space.id);
  const logo = await upload(org, space.id, changeRequest.id, 'logo.svg');
  const guide = await createPage(org, space.id, changeRequest.id, { title: 'Guide', content: { markdown: 'Draft.' } });
  const intro = await createPage(org, space.id, changeRequest.id, { title: 'Intro', parent: guide.id, content: { markdown: '# Intro\n\n## Setup\n\nSteps.\n' } });
  await updatePage(org, space.id, changeRequest.id, guide.id, {
    content: {
      markdown: [
        '# Guide',
        '',
        `Read [the intro](intro.md), [its setup](quire:page/${intro.id}#setup) and [a missing page](quire:page/${absentId()}).`,
        '',
        '![Logo](.gitbook/assets/logo.svg)',
        '',
        `[Other](quire:space/${other.id}) and [the handbooks](quire:collection/${collection.id}).`,
        '',
        `[External](https://example.com/docs) and [inside Quire](${stack.baseUrl}/s/${other.id}).`,
      ].join('\n'),
    },
  });
  const report = await createPage(org, space.id, changeRequest.id, {
    title: 'Report',
    content: {
      document: {
        object: 'document',
        data: {},
        nodes: [
          {
            object: 'block',
            type: 'images',
            isVoid: false,
            data: {},
            nodes: [{ object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: logo.id }, alt: 'Logo' }, fragments: [] }],
          },
        ],
      },
    },
  });
  const shortcut = await createPage(org, space.id, changeRequest.id, { type: 'link', title: 'Shortcut', target: { kind: 'page', page: intro.id } });
  await merge(org, space.id, changeRequest.id);
  return { org, space, other, collection, guide, intro, report, shortcut, logo };
}

describe('listPageLinksInSpace', () => {
  it('401 without a token; 404 in another organization or for an unknown page; 400 for bad input', async () => {
    const { org, space, guide } = await fixture();
    await expectFailure(anonymous().spaces.listPageLinksInSpace(space.id, guide.id), 401);
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.spaces.listPageLinksInSpace(space.id, guide.id), 404);
    await expectFailure(org.gitbook.spaces.listPageLinksInSpace(space.id, absentId()), 404, 'Page not found');
    await expectFailure(org.gitbook.spaces.listPageLinksInSpace(absentId(), guide.id), 404);
    const list = (query: object) => org.gitbook.spaces.listPageLinksInSpace(space.id, guide.id, query as never);
    await expectFailure(list({ status: 'dead' }), 400, /^status: /);
    await expectFailure(list({ limit: 0 }), 400, /^limit: /);
    await expectFailure(list({ limit: 1001 }), 400, /^limit: /);
    await expectFailure(list({ page: 'garbage' }), 400, /^page: /);
  });

  it('200: every link of the page with its status, relation and target location, stats before the status filter', async () => {
    const { org, space, other, collection, guide, intro, logo } = await fixture();
    const links = await expectOk('listPageLinksInSpace', 200, org.gitbook.spaces.listPageLinksInSpace(space.id, guide.id));
    expect(summary(links.items)).toEqual([
      'ok reference page Intro',
      'ok reference page Intro#setup',
      expect.stringMatching(/^broken reference url quire:page\/absent/),
      'ok dependsOn file logo.svg',
      'ok reference space Other',
      'ok reference collection Handbooks',
      'ok reference url https://example.com/docs',
      `in-app reference url ${stack.baseUrl}/s/${other.id}`,
    ]);
    expect(links.count).toBe(8);
    expect(links.stats).toEqual({ total: 8, broken: { total: 1 } });
    const [toIntro] = links.items as Json[];
    // Each variant embeds the full organization and space; pages and files in full.
    expect(toIntro.targetReference).toMatchObject({
      kind: 'page',
      organization: { object: 'organization', id: org.organizationId, permissions: { view: true, admin: true } },
      space: { object: 'space', id: space.id, title: 'Docs' },
      page: { id: intro.id, type: 'document', path: 'guide/intro', markdown: '# Intro\n\n## Setup\n\nSteps.\n', pages: [] },
    });
    expect(toIntro.locationReferences).toEqual([expect.objectContaining({ kind: 'page', page: expect.objectContaining({ id: guide.id, title: 'Guide' }) })]);
    const byKind = new Map((links.items as Json[]).map((item) => [item.targetReference.kind, item.targetReference]));
    expect(byKind.get('file')).toMatchObject({ organization: { id: org.organizationId }, space: { id: space.id }, file: { id: logo.id, name: 'logo.svg' } });
    expect(byKind.get('space')).toMatchObject({ organization: { id: org.organizationId }, space: { id: other.id } });
    expect(byKind.get('collection')).toMatchObject({ organization: { id: org.organizationId }, collection: { id: collection.id } });

    const broken = await expectOk('listPageLinksInSpace', 200, org.gitbook.spaces.listPageLinksInSpace(space.id, guide.id, { status: Status.Broken }));
    expect(broken.items).toHaveLength(1);
    expect(broken.count).toBe(1);
    expect(broken.stats).toEqual(links.stats);
    const inApp = await expectOk('listPageLinksInSpace', 200, org.gitbook.spaces.listPageLinksInSpace(space.id, guide.id, { status: Status.InApp }));
    expect(summary(inApp.items)).toEqual([`in-app reference url ${stack.baseUrl}/s/${other.id}`]);

    const walked = await walkPages('listPageLinksInSpace', 3, (page) => org.gitbook.spaces.listPageLinksInSpace(space.id, guide.id, { limit: 3, page }));
    expect(walked.pages).toBe(3);
    expect(summary(walked.items)).toEqual(summary(links.items));
  });

  it('a reader of another organization sees its space as broken, and a link page has its target as its link', async () => {
    const { org, space, shortcut } = await fixture();
    const elsewhere = await newOrg();
    const hidden = await createSpace(elsewhere, 'Hidden');
    const changeRequest = await newChangeRequest(org, space.id);
    const page = await createPage(org, space.id, changeRequest.id, { title: 'Cross', content: { markdown: `[Hidden](quire:space/${hidden.id})` } });
    const links = await expectOk('listPageLinksInChangeRequest', 200, org.gitbook.spaces.listPageLinksInChangeRequest(space.id, changeRequest.id, page.id));
    expect(summary(links.items)).toEqual([`broken reference url quire:space/${hidden.id}`]);
    const link = await expectOk('listPageLinksInSpace', 200, org.gitbook.spaces.listPageLinksInSpace(space.id, shortcut.id));
    expect(summary(link.items)).toEqual(['ok reference page Intro']);
    expect((link.items[0].locationReferences[0] as Json).page).toMatchObject({ type: 'link', target: { kind: 'page' } });
  });
});

describe('listSpacePageBacklinks and listSpaceFileBacklinks', () => {
  it('401, 404 for unknown pages and files and in another organization, 400 for bad input', async () => {
    const { org, space, intro, logo } = await fixture();
    await expectFailure(anonymous().spaces.listSpacePageBacklinks(space.id, intro.id), 401);
    await expectFailure(anonymous().spaces.listSpaceFileBacklinks(space.id, logo.id), 401);
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.spaces.listSpacePageBacklinks(space.id, intro.id), 404);
    await expectFailure(outsider.gitbook.spaces.listSpaceFileBacklinks(space.id, logo.id), 404);
    await expectFailure(org.gitbook.spaces.listSpacePageBacklinks(space.id, absentId()), 404, 'Page not found');
    await expectFailure(org.gitbook.spaces.listSpaceFileBacklinks(space.id, absentId()), 404, 'File not found');
    await expectFailure(org.gitbook.spaces.listSpacePageBacklinks(space.id, intro.id, { limit: 0 }), 400, /^limit: /);
    await expectFailure(org.gitbook.spaces.listSpaceFileBacklinks(space.id, logo.id, { page: 'garbage' }), 400, /^page: /);
  });

  it('200: the pages linking to a page (by path, id, anchor or as a link page) and the pages using a file, as page locations', async () => {
    const { org, space, intro, logo } = await fixture();
    const backlinks = await expectOk('listSpacePageBacklinks', 200, org.gitbook.spaces.listSpacePageBacklinks(space.id, intro.id));
    expect(titles(backlinks.items).sort()).toEqual(['Guide', 'Shortcut']);
    expect(backlinks.count).toBe(2);
    for (const item of backlinks.items as Json[]) {
      expect(item).toMatchObject({ kind: 'page', organization: { id: org.organizationId }, space: { id: space.id } });
    }
    const fileBacklinks = await expectOk('listSpaceFileBacklinks', 200, org.gitbook.spaces.listSpaceFileBacklinks(space.id, logo.id));
    // A file embedded in two pages: by path in Markdown, by id in a document.
    expect(titles(fileBacklinks.items).sort()).toEqual(['Guide', 'Report']);
    const walked = await walkPages('listSpaceFileBacklinks', 1, (page) => org.gitbook.spaces.listSpaceFileBacklinks(space.id, logo.id, { limit: 1, page }));
    expect(titles(walked.items as Json[])).toEqual(titles(fileBacklinks.items));
    expect(walked.count).toBe(2);
  });
});

describe('links in a change request', () => {
  it('a broken link appears in the change request only and disappears when it fixes it, before the merge', async () => {
    const { org, space, guide, intro, logo } = await fixture();
    const changeRequest = await newChangeRequest(org, space.id);
    await deletePage(org, space.id, changeRequest.id, intro.id);

    const broken = await expectOk('listPageLinksInChangeRequest', 200, org.gitbook.spaces.listPageLinksInChangeRequest(space.id, changeRequest.id, guide.id));
    expect(summary(broken.items).filter((line) => line.startsWith('broken'))).toEqual([
      'broken reference url intro.md',
      `broken reference url quire:page/${intro.id}#setup`,
      expect.stringMatching(/^broken reference url quire:page\/absent/),
    ]);
    // Three broken, two of them by this change request (the third was broken in main already).
    expect(broken.stats).toEqual({ total: 8, broken: { total: 3, changeRequest: 2 } });
    // By number as well as by id.
    const byNumber = await expectOk(
      'listPageLinksInChangeRequest',
      200,
      org.gitbook.spaces.listPageLinksInChangeRequest(space.id, String(changeRequest.number), guide.id, { limit: 2 }),
    );
    expect(byNumber.items).toHaveLength(2);
    expect(byNumber.next).toBeDefined();
    const whole = await expectOk('listChangeRequestLinks', 200, org.gitbook.spaces.listChangeRequestLinks(space.id, changeRequest.id));
    expect(whole.stats).toEqual({ total: 10, broken: { total: 4, changeRequest: 3 } });
    const introduced = await expectOk(
      'listChangeRequestLinks',
      200,
      org.gitbook.spaces.listChangeRequestLinks(space.id, changeRequest.id, { status: Status.Broken, brokenContext: 'change-request' }),
    );
    expect(introduced.items.map((item: Json) => item.locationReferences[0].page.title).sort()).toEqual(['Guide', 'Guide', 'Shortcut']);
    await expectFailure(org.gitbook.spaces.listChangeRequestLinks(space.id, changeRequest.id, { brokenContext: 'everywhere' } as never), 400, /^brokenContext: /);
    // Main is untouched: only the link that was always broken.
    expect((await expectOk('listSpaceLinks', 200, org.gitbook.spaces.listSpaceLinks(space.id))).stats).toEqual({ total: 10, broken: { total: 1 } });

    // Backlinks in the change request: the intro is gone there; the logo is still used twice.
    await expectFailure(org.gitbook.spaces.listChangeRequestPageBacklinks(space.id, changeRequest.id, intro.id), 404, 'Page not found');
    const guideBacklinks = await expectOk('listChangeRequestPageBacklinks', 200, org.gitbook.spaces.listChangeRequestPageBacklinks(space.id, changeRequest.id, guide.id));
    expect(guideBacklinks.items).toEqual([]);
    const logoBacklinks = await expectOk('listChangeRequestFileBacklinks', 200, org.gitbook.spaces.listChangeRequestFileBacklinks(space.id, changeRequest.id, logo.id));
    expect(titles(logoBacklinks.items).sort()).toEqual(['Guide', 'Report']);
    expect((logoBacklinks.items[0] as Json).page.urls.app).toContain(`/~/changes/${changeRequest.number}/`);

    // The change request fixes the guide: the links now lead to a page it adds, and the dead one is gone.
    const setup = await createPage(org, space.id, changeRequest.id, { title: 'Setup', content: { markdown: '## Setup\n' } });
    await updatePage(org, space.id, changeRequest.id, guide.id, { content: { markdown: `[Setup](setup.md) and [its anchor](quire:page/${setup.id}#setup).` } });
    const fixed = await expectOk('listPageLinksInChangeRequest', 200, org.gitbook.spaces.listPageLinksInChangeRequest(space.id, changeRequest.id, guide.id));
    expect(summary(fixed.items)).toEqual(['ok reference page Setup', 'ok reference page Setup#setup']);
    expect(fixed.stats).toEqual({ total: 2, broken: { total: 0, changeRequest: 0 } });
    const setupBacklinks = await expectOk('listChangeRequestPageBacklinks', 200, org.gitbook.spaces.listChangeRequestPageBacklinks(space.id, changeRequest.id, setup.id));
    expect(titles(setupBacklinks.items)).toEqual(['Guide']);
    // Not merged yet: main still links to the intro.
    expect(summary((await expectOk('listPageLinksInSpace', 200, org.gitbook.spaces.listPageLinksInSpace(space.id, guide.id))).items)[0]).toBe('ok reference page Intro');

    await expectFailure(org.gitbook.spaces.listPageLinksInChangeRequest(space.id, absentId(), guide.id), 404);
    await expectFailure((await newOrg()).gitbook.spaces.listChangeRequestFileBacklinks(space.id, changeRequest.id, logo.id), 404);
  });
});

describe('listSpaceLinks', () => {
  it('every link of the space, page by page, walked in pages of 4, with the space stats', async () => {
    const { org, space } = await fixture();
    const all = await expectOk('listSpaceLinks', 200, org.gitbook.spaces.listSpaceLinks(space.id, { limit: 1000 }));
    expect(all.count).toBe(10);
    expect(all.stats).toEqual({ total: 10, broken: { total: 1 } });
    const sources = (all.items as Json[]).map((item) => item.locationReferences[0].page.title as string);
    expect([...new Set(sources)].sort()).toEqual(['Guide', 'Report', 'Shortcut']);
    const walked = await walkPages('listSpaceLinks', 4, (page) => org.gitbook.spaces.listSpaceLinks(space.id, { limit: 4, page }));
    expect(walked.pages).toBe(3);
    expect(summary(walked.items)).toEqual(summary(all.items));
    const broken = await expectOk('listSpaceLinks', 200, org.gitbook.spaces.listSpaceLinks(space.id, { status: Status.Broken }));
    expect(broken.count).toBe(1);
  });
});
