import { addMember, createSpace, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { expectContractError } from './contract';
import { startStack, type Stack } from './harness';

// POST /spaces/{spaceId}/change-requests/{changeRequestId}/content/pages/batch (Quire
// extension, what `quire import gitbook` writes new pages with): many pages, nested and in
// order, in one new revision of the change request; bad input 4xx with nothing written,
// other organizations 404, the limits.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;
const newOrg = () => newOrgOf(stack);
const batchPath = (spaceId: string, changeRequestId: string) => `/spaces/${spaceId}/change-requests/${changeRequestId}/content/pages/batch`;

async function newChangeRequest(org: Org): Promise<{ spaceId: string; changeRequestId: string }> {
  const space = await createSpace(org, 'Handbook');
  const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Batch' }));
  return { spaceId: space.id, changeRequestId: changeRequest.id };
}

const post = (token: string, spaceId: string, changeRequestId: string, body: unknown) =>
  sendRaw(stack, 'POST', batchPath(spaceId, changeRequestId), { token, body: JSON.stringify(body) });

async function changeRequestState(org: Org, spaceId: string, changeRequestId: string): Promise<{ revision: string; pages: Json[] }> {
  const changeRequest = await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(spaceId, changeRequestId));
  const { pages } = await expectOk('listPagesInChangeRequest', 200, org.gitbook.spaces.listPagesInChangeRequest(spaceId, changeRequestId));
  return { revision: changeRequest.revision, pages: pages as Json[] };
}

function expectError(response: { status: number; body: any }, status: number, message?: RegExp) {
  expect({ status: response.status, body: response.body }).toMatchObject({ status, body: { error: { code: status } } });
  expectContractError(status, response.body);
  if (message) expect(response.body.error.message).toMatch(message);
}

describe('createPagesInChangeRequest', () => {
  it('writes nested pages of every kind, in order, in one new revision of the change request', async () => {
    const org = await newOrg();
    const { spaceId, changeRequestId } = await newChangeRequest(org);
    const before = await changeRequestState(org, spaceId, changeRequestId);
    const response = await post(org.token, spaceId, changeRequestId, {
      pages: [
        { key: 'guide', title: 'Guide', emoji: '1f4d8', content: { markdown: '# Guide\n\nStart here.\n' } },
        { key: 'install', title: 'Install', parentKey: 'guide', description: 'How to install', content: { document: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Run npm.', marks: [] }] }] }] } } },
        { key: 'usage', title: 'Usage', parentKey: 'guide', hidden: true },
        { key: 'api', type: 'group', title: 'API' },
        { key: 'site', type: 'link', title: 'Website', parentKey: 'guide', target: { kind: 'url', url: 'https://example.com/' } },
      ],
    });
    expect({ status: response.status, body: response.status === 201 ? 'created' : response.body }).toEqual({ status: 201, body: 'created' });
    const written = response.body.pages as Json[];
    expect(written.map((page) => [page.key, page.type, page.title])).toEqual([
      ['guide', 'document', 'Guide'],
      ['install', 'document', 'Install'],
      ['usage', 'document', 'Usage'],
      ['api', 'group', 'API'],
      ['site', 'link', 'Website'],
    ]);
    const ids = Object.fromEntries(written.map((page) => [page.key, page.id]));
    expect(written[1]).toMatchObject({ parent: ids.guide, path: 'guide/install' });
    expect(written[0].parent).toBeUndefined();

    const after = await changeRequestState(org, spaceId, changeRequestId);
    // One new revision, on top of the one before.
    const revision = await expectOk('getRevisionById', 200, org.gitbook.spaces.getRevisionById(spaceId, after.revision));
    expect(revision.parents).toEqual([before.revision]);
    const titles = (list: Json[]): unknown => list.map((page) => (page.pages?.length ? [page.title, titles(page.pages)] : page.title));
    expect(titles(after.pages)).toEqual([['Guide', ['Install', 'Usage', 'Website']], 'API']);
    const install = await expectOk('getPageInChangeRequestById', 200, org.gitbook.spaces.getPageInChangeRequestById(spaceId, changeRequestId, ids.install, { format: 'markdown' }));
    expect(install).toMatchObject({ description: 'How to install', markdown: expect.stringContaining('Run npm.') });
    const flat: Json[] = [];
    const walk = (list: Json[]): void => list.forEach((page) => (flat.push(page), walk(page.pages ?? [])));
    walk(after.pages);
    expect(flat.find((page) => page.id === ids.usage)).toMatchObject({ hidden: true });
    expect(flat.find((page) => page.id === ids.site)).toMatchObject({ type: 'link', href: 'https://example.com/' });

    // A second batch nests under a page of the first by id, after its existing children.
    const second = await post(org.token, spaceId, changeRequestId, { pages: [{ key: 'faq', title: 'FAQ', parent: ids.guide }] });
    expect(second.status).toBe(201);
    const final = await changeRequestState(org, spaceId, changeRequestId);
    expect(titles(final.pages)).toEqual([['Guide', ['Install', 'Usage', 'Website', 'FAQ']], 'API']);
  });

  it('refuses bad input with 400 naming the page, and writes nothing', async () => {
    const org = await newOrg();
    const { spaceId, changeRequestId } = await newChangeRequest(org);
    const before = await changeRequestState(org, spaceId, changeRequestId);
    const cases: [unknown, RegExp][] = [
      [{ pages: [] }, /pages/],
      [{}, /pages/],
      [{ pages: [{ key: 'a', title: '' }] }, /title/],
      [{ pages: [{ key: 'a', title: 'A' }, { key: 'a', title: 'B' }] }, /pages\.1\.key/],
      [{ pages: [{ key: 'a', title: 'A', parentKey: 'later' }, { key: 'later', title: 'Later' }] }, /pages\.0\.parentKey/],
      [{ pages: [{ key: 'g', type: 'group', title: 'G' }, { key: 'h', type: 'group', title: 'H', parentKey: 'g' }] }, /pages\.1\.parent/],
      [{ pages: [{ key: 'l', type: 'link', title: 'L' }] }, /pages\.0\.target/],
      [{ pages: [{ key: 'l', type: 'link', title: 'L', target: { kind: 'url', url: 'https://example.com/' } }, { key: 'c', title: 'C', parentKey: 'l' }] }, /pages\.1\.parent/],
      [{ pages: [{ key: 'a', title: 'A' }, { key: 'b', title: 'B', parent: 'nosuchpage000' }] }, /pages\.1\.parent/],
      [{ pages: [{ key: 'a', title: 'A', content: { document: { object: 'document', nodes: [{ object: 'block', type: 'nonsense' }] } } }] }, /pages\.0\.content\.document/],
      [{ pages: [{ key: 'g', type: 'group', title: 'G', content: { markdown: 'x' } }] }, /pages\.0\.content/],
    ];
    for (const [body, message] of cases) expectError(await post(org.token, spaceId, changeRequestId, body), 400, message);
    expect(await changeRequestState(org, spaceId, changeRequestId)).toEqual(before);
  });

  it('takes at most 250 pages a call; a body over the gateway limit is 413', async () => {
    const org = await newOrg();
    const { spaceId, changeRequestId } = await newChangeRequest(org);
    const before = await changeRequestState(org, spaceId, changeRequestId);
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ key: `p${index}`, title: `Page ${index}` }));
    expectError(await post(org.token, spaceId, changeRequestId, { pages: many(251) }), 400, /pages/);
    const big = 'word '.repeat(60_000);
    expectError(await post(org.token, spaceId, changeRequestId, { pages: [0, 1, 2, 3].map((index) => ({ key: `b${index}`, title: `Big ${index}`, content: { markdown: big } })) }), 413);
    expect(await changeRequestState(org, spaceId, changeRequestId)).toEqual(before);
    const ok = await post(org.token, spaceId, changeRequestId, { pages: many(250) });
    expect(ok.status).toBe(201);
    expect(ok.body.pages).toHaveLength(250);
  });

  it('is 404 for another organization, 403 for a reader, and refused on a merged change request', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const { spaceId, changeRequestId } = await newChangeRequest(org);
    const before = await changeRequestState(org, spaceId, changeRequestId);
    const page = { pages: [{ key: 'a', title: 'A' }] };
    expectError(await post(other.token, spaceId, changeRequestId, page), 404);
    const reader = await addMember(stack, org, 'read');
    expectError(await post(reader.token, spaceId, changeRequestId, page), 403);
    expectError(await sendRaw(stack, 'POST', batchPath(spaceId, changeRequestId), { body: JSON.stringify(page) }), 401);
    expect(await changeRequestState(org, spaceId, changeRequestId)).toEqual(before);
    expect((await post(org.token, spaceId, changeRequestId, page)).status).toBe(201);
    await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(spaceId, changeRequestId));
    expectError(await post(org.token, spaceId, changeRequestId, page), 400);
  });
});
