import { expectContractError } from './contract';
import { absentId, addMember, createPageInChangeRequest, createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org, sendRaw, walkPages } from './content-helpers';
import { startStack, type Stack } from './harness';

// Reading any revision of a space like the current one, and the space's documents by id
// (issue 22): listPagesInRevisionById, getPageInRevisionById, getPageDocumentInRevisionById,
// getPageInRevisionByPath, listFilesInRevisionById, getFileInRevisionById and getDocumentById,
// through the official client, every body checked against the contract.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;

const newOrg = () => newOrgOf(stack);

const createPage = (org: Org, spaceId: string, changeRequestId: string, body: Json): Promise<Json> =>
  createPageInChangeRequest(stack, org, spaceId, changeRequestId, body);

async function upload(org: Org, spaceId: string, changeRequestId: string, name: string, data: string): Promise<Json> {
  const response = await fetch(`${stack.baseUrl}/v1/spaces/${spaceId}/change-requests/${changeRequestId}/content/files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${org.token}`, 'content-type': 'text/plain' },
    body: data,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Json;
}

async function mergeInto(org: Org, spaceId: string, write: (changeRequestId: string) => Promise<void>): Promise<string> {
  const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Edits' }));
  await write(changeRequest.id);
  await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(spaceId, changeRequest.id));
  return (await expectOk('getSpaceById', 200, org.gitbook.spaces.getSpaceById(spaceId))).revision;
}

/** A space with two merges: the first writes a guide, its intro, a link and two files; the second rewrites and renames the intro and deletes a file. */
async function spaceWithHistory(org: Org) {
  const space = await createSpace(org, 'Docs');
  const made: Json = {};
  const first = await mergeInto(org, space.id, async (changeRequestId) => {
    made.group = await createPage(org, space.id, changeRequestId, { type: 'group', title: 'Guide' });
    made.intro = await createPage(org, space.id, changeRequestId, { title: 'Intro', parent: made.group.id, content: { markdown: '# Hello\n\nFirst **words**.' } });
    made.link = await createPage(org, space.id, changeRequestId, { type: 'link', title: 'Site', target: { kind: 'url', url: 'https://example.com' } });
    made.kept = await upload(org, space.id, changeRequestId, 'kept.txt', 'kept');
    made.gone = await upload(org, space.id, changeRequestId, 'gone.txt', 'gone');
  });
  const current = await mergeInto(org, space.id, async (changeRequestId) => {
    const path = `/spaces/${space.id}/change-requests/${changeRequestId}/content`;
    const updated = await sendRaw(stack, 'PATCH', `${path}/page/${made.intro.id}`, { token: org.token, body: JSON.stringify({ title: 'Start', slug: 'start', content: { markdown: 'Second words.' } }) });
    expect(updated.status).toBe(200);
    expect((await sendRaw(stack, 'DELETE', `${path}/files/${made.gone.id}`, { token: org.token })).status).toBe(204);
  });
  return { space, first, current, ...made } as Json & { space: Json; first: string; current: string };
}

describe('revision reads', () => {
  it('read an older revision as it was, pages, documents and files, with the flags of the current reads', async () => {
    const org = await newOrg();
    const { space, first, current, group, intro, link, kept, gone } = await spaceWithHistory(org);
    const reader = (await addMember(stack, org, 'read')).gitbook.spaces;

    // The whole tree of the first revision.
    const listed = await expectOk('listPagesInRevisionById', 200, reader.listPagesInRevisionById(space.id, first));
    expect(listed.pages.map((page: Json) => [page.type, page.title])).toEqual([
      ['group', 'Guide'],
      ['link', 'Site'],
    ]);
    const oldIntro = (listed.pages[0] as Json).pages[0];
    expect(oldIntro).toMatchObject({ id: intro.id, title: 'Intro', path: 'guide/intro', markdown: '# Hello\n\nFirst **words**.', documentId: expect.any(String) });
    // The current revision by id is the main content.
    expect(await expectOk('listPagesInRevisionById', 200, reader.listPagesInRevisionById(space.id, current, { metadata: false, computed: false }))).toEqual(
      await expectOk('listPages', 200, reader.listPages(space.id, { metadata: false })),
    );

    // One page, by id and by path, as markdown and as a document.
    const page = await expectOk('getPageInRevisionById', 200, reader.getPageInRevisionById(space.id, first, intro.id));
    expect(page).toEqual(oldIntro);
    const asDocument = (await expectOk(
      'getPageInRevisionById',
      200,
      reader.getPageInRevisionById(space.id, first, intro.id, { format: 'document', evaluated: 'deterministic-only', metadata: false, computed: false }),
    )) as Json;
    expect(asDocument).not.toHaveProperty('markdown');
    expect(asDocument.document.nodes.map((node: Json) => node.type)).toEqual(['heading-1', 'paragraph']);
    expect(await expectOk('getPageInRevisionById', 200, reader.getPageInRevisionById(space.id, first, group.id))).toMatchObject({ type: 'group', title: 'Guide' });
    expect(await expectOk('getPageInRevisionById', 200, reader.getPageInRevisionById(space.id, first, link.id))).toMatchObject({ type: 'link', href: 'https://example.com' });
    expect(await expectOk('getPageInRevisionByPath', 200, reader.getPageInRevisionByPath(space.id, first, 'guide/intro'))).toEqual(oldIntro);
    const byPathDocument = await expectOk('getPageInRevisionByPath', 200, reader.getPageInRevisionByPath(space.id, first, 'guide/intro', { format: 'document', evaluated: true }));
    expect((byPathDocument as Json).document).toEqual(asDocument.document);
    // The path URL-encoded, as GitBook's changelog writes it, is the same page.
    const encoded = await sendRaw(stack, 'GET', `/spaces/${space.id}/revisions/${first}/path/${encodeURIComponent('guide/intro')}`, { token: org.token });
    expect(encoded.status).toBe(200);
    expect(encoded.body).toEqual(oldIntro);
    expect(await expectOk('getPageInRevisionByPath', 200, reader.getPageInRevisionByPath(space.id, first, 'guide'))).toMatchObject({ type: 'group' });
    expect(await expectOk('getPageInRevisionByPath', 200, reader.getPageInRevisionByPath(space.id, current, 'guide/start'))).toMatchObject({ id: intro.id, title: 'Start' });
    await expectFailure(reader.getPageInRevisionByPath(space.id, first, 'guide/start'), 404);

    // The page's document, as format=document gives it; group and link pages have none.
    const document = await expectOk('getPageDocumentInRevisionById', 200, reader.getPageDocumentInRevisionById(space.id, first, intro.id, { evaluated: false }));
    expect(document).toEqual(asDocument.document);
    await expectFailure(reader.getPageDocumentInRevisionById(space.id, first, link.id), 404, 'The page is a link page: it has no document');
    await expectFailure(reader.getPageDocumentInRevisionById(space.id, first, absentId()), 404);

    // The space's documents by id, of any age.
    const newDocumentPage = await expectOk('getPageInRevisionById', 200, reader.getPageInRevisionById(space.id, current, intro.id, { format: 'document' }));
    expect((newDocumentPage as Json).documentId).not.toBe(oldIntro.documentId);
    expect(await expectOk('getDocumentById', 200, reader.getDocumentById(space.id, oldIntro.documentId))).toEqual(asDocument.document);
    expect(await expectOk('getDocumentById', 200, reader.getDocumentById(space.id, (newDocumentPage as Json).documentId, { schema: 'next' }))).toEqual(
      (newDocumentPage as Json).document,
    );

    // Files: the first revision still has the one the second deleted, paginated as listFiles.
    const files = await walkPages('listFilesInRevisionById', 1, (cursor) => reader.listFilesInRevisionById(space.id, first, { limit: 1, page: cursor }));
    expect(files).toMatchObject({ pages: 2, count: 2 });
    expect(files.items.map((file: Json) => file.id).sort()).toEqual([kept.id, gone.id].sort());
    const file = await expectOk('getFileInRevisionById', 200, reader.getFileInRevisionById(space.id, first, gone.id, { metadata: false }));
    expect(file).toMatchObject({ id: gone.id, name: 'gone.txt', size: 4 });
    const downloaded = await fetch((file as Json).downloadURL);
    expect(await downloaded.text()).toBe('gone');
    expect((await expectOk('listFilesInRevisionById', 200, reader.listFilesInRevisionById(space.id, current))).items.map((item: Json) => item.id)).toEqual([kept.id]);
    await expectFailure(reader.getFileInRevisionById(space.id, current, gone.id), 404);
  });

  it('answer 404 for a revision of another space, an unknown revision or document, another organization and guests; 400 for bad input', async () => {
    const org = await newOrg();
    const { space, first, intro, kept } = await spaceWithHistory(org);
    const other = await createSpace(org, 'Other');
    const spaces = org.gitbook.spaces;
    const reads = (api: typeof spaces, spaceId: string, revisionId: string) => [
      api.listPagesInRevisionById(spaceId, revisionId),
      api.getPageInRevisionById(spaceId, revisionId, intro.id),
      api.getPageDocumentInRevisionById(spaceId, revisionId, intro.id),
      api.getPageInRevisionByPath(spaceId, revisionId, 'guide/intro'),
      api.listFilesInRevisionById(spaceId, revisionId),
      api.getFileInRevisionById(spaceId, revisionId, kept.id),
    ];
    for (const call of reads(spaces, other.id, first)) await expectFailure(call, 404, 'Revision not found');
    for (const call of reads(spaces, space.id, other.revision)) await expectFailure(call, 404, 'Revision not found');
    for (const call of reads(spaces, space.id, absentId())) await expectFailure(call, 404, 'Revision not found');
    const outsider = await newOrg();
    for (const call of reads(outsider.gitbook.spaces, space.id, first)) await expectFailure(call, 404);
    const guest = await addMember(stack, org, null);
    for (const call of reads(guest.gitbook.spaces, space.id, first)) await expectFailure(call, 404);

    const { documentId } = (await expectOk('getPageInRevisionById', 200, spaces.getPageInRevisionById(space.id, first, intro.id))) as Json;
    await expectFailure(spaces.getDocumentById(other.id, documentId), 404, 'Document not found');
    await expectFailure(spaces.getDocumentById(space.id, '0'.repeat(64)), 404, 'Document not found');
    await expectFailure(outsider.gitbook.spaces.getDocumentById(space.id, documentId), 404);
    await expectFailure(guest.gitbook.spaces.getDocumentById(space.id, documentId), 404);

    // Bad input: 400 with the error body, before anything is read.
    const bad = async (path: string, message: RegExp) => {
      const response = await sendRaw(stack, 'GET', path, { token: org.token });
      expect(response.status).toBe(400);
      expectContractErrorBody(response.body, message);
    };
    const revision = `/spaces/${space.id}/revisions/${first}`;
    await bad(`/spaces/${space.id}/revisions/not%20an%20id/pages`, /revisionId/);
    await bad(`${revision}/pages?metadata=maybe`, /metadata/);
    await bad(`${revision}/page/${intro.id}?format=html`, /format/);
    await bad(`${revision}/page/${intro.id}?evaluated=sometimes`, /evaluated/);
    await bad(`${revision}/page/${intro.id}/document?evaluated=1`, /evaluated/);
    await bad(`${revision}/path/guide/intro?computed=yes`, /computed/);
    await bad(`${revision}/files?limit=1001`, /limit/);
    await bad(`${revision}/files/${kept.id}?metadata=0`, /metadata/);
    await bad(`/spaces/${space.id}/documents/${documentId}?schema=future`, /schema/);
    await bad(`/spaces/${space.id}/documents/${'x'.repeat(65)}`, /documentId/);
  });
});

function expectContractErrorBody(body: unknown, message: RegExp): void {
  expectContractError(400, body);
  expect((body as { error: { message: string } }).error.message).toMatch(message);
}
