import { createHmac } from 'node:crypto';
import { expectContract } from './contract';
import { addMember, absentId, client, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, walkPages, type Org } from './content-helpers';
import { expectRawError } from './client';
import { E2E_URL_SIGNING_KEY, startStack, type Stack } from './harness';

// Space content through the gateway with the official client: revisions, pages (markdown and
// GitBook documents), files and their signed download URLs, and Quire's page/file write
// extensions inside change requests. Every body is checked against the GitBook contract:
// extension answers against the contract operation that reads the same resource.

const MAX_UPLOAD_BYTES = 64 * 1024;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ maxUploadBytes: MAX_UPLOAD_BYTES });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;

const newOrg = () => newOrgOf(stack);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP4z8DAwMDAxAADAB3KAgHTt6+ZAAAAAElFTkSuQmCC', 'base64');

const paragraph = (text: string) => ({ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }] });

const MARKDOWN = ['# Getting started', '', 'Some **bold** and `code`.', '', '- one', '- two', '', '```js', 'console.log(1);', '```', ''].join('\n');

async function newChangeRequest(org: Org, spaceId: string): Promise<Json> {
  return expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Content' }));
}

const contentPath = (spaceId: string, changeRequestId: string) => `/spaces/${spaceId}/change-requests/${changeRequestId}/content`;

/** POST .../content/pages (a Quire extension: the official client has no method for it). */
async function createPage(org: { token: string }, spaceId: string, changeRequestId: string, body: Json, status = 201): Promise<Json> {
  const response = await sendRaw(stack, 'POST', `${contentPath(spaceId, changeRequestId)}/pages`, { token: org.token, body: JSON.stringify(body) });
  expect({ status: response.status, body: response.body }).toEqual({ status, body: expect.anything() });
  if (status === 201) expectContract('getPageInChangeRequestById', 200, response.body);
  return response.body;
}

async function updatePage(org: { token: string }, spaceId: string, changeRequestId: string, pageId: string, body: Json) {
  return sendRaw(stack, 'PATCH', `${contentPath(spaceId, changeRequestId)}/page/${pageId}`, { token: org.token, body: JSON.stringify(body) });
}

async function upload(token: string, spaceId: string, changeRequestId: string, name: string, data: Uint8Array, contentType?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(`${stack.baseUrl}/v1${contentPath(spaceId, changeRequestId)}/files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers,
    body: data,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('pages', () => {
  it('are written in a change request and read back from it, as markdown or GitBook documents, and from main once merged', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await newChangeRequest(org, space.id);
    const write = (body: Json) => createPage(org, space.id, changeRequest.id, body);

    const group = await write({ type: 'group', title: 'Guides', emoji: '📚' });
    const intro = await write({ title: 'Getting started', parent: group.id, content: { markdown: MARKDOWN }, description: 'First steps' });
    const fromDocument = await write({ title: 'From a document', parent: group.id, content: { document: { object: 'document', data: {}, nodes: [paragraph('Written as a document')] } } });
    await write({ title: 'Child', parent: intro.id, content: { markdown: 'Nested' } });
    await write({ type: 'link', title: 'Website', target: { kind: 'url', url: 'https://example.com' } });
    expect(fromDocument.markdown).toBe('Written as a document\n');

    const listed = await expectOk('listPagesInChangeRequest', 200, client(stack, org.token).spaces.listPagesInChangeRequest(space.id, changeRequest.id));
    expect(listed.pages.map((page: Json) => [page.type, page.title])).toEqual([
      ['group', 'Guides'],
      ['link', 'Website'],
    ]);
    expect((listed.pages[0] as Json).pages.map((page: Json) => page.path)).toEqual(['guides/getting-started', 'guides/from-a-document']);

    const asMarkdown = await expectOk(
      'getPageInChangeRequestById',
      200,
      org.gitbook.spaces.getPageInChangeRequestById(space.id, changeRequest.id, intro.id, { format: 'markdown' }),
    );
    expect(asMarkdown).toMatchObject({ id: intro.id, markdown: MARKDOWN, pages: [expect.objectContaining({ title: 'Child', markdown: 'Nested' })] });
    const asDocument = await expectOk(
      'getPageInChangeRequestById',
      200,
      org.gitbook.spaces.getPageInChangeRequestById(space.id, changeRequest.id, intro.id, { format: 'document', evaluated: true }),
    );
    expect(asDocument).not.toHaveProperty('markdown');
    expect((asDocument as Json).document.nodes.map((node: Json) => node.type)).toEqual(expect.arrayContaining(['heading-1', 'paragraph', 'code']));
    // Groups and links are pages too.
    await expectOk('getPageInChangeRequestById', 200, org.gitbook.spaces.getPageInChangeRequestById(space.id, changeRequest.id, group.id));

    const revision = await expectOk('getRevisionOfChangeRequestById', 200, org.gitbook.spaces.getRevisionOfChangeRequestById(space.id, changeRequest.id));
    expect(revision).toMatchObject({ object: 'revision', type: 'edits', id: expect.any(String) });

    // Main content is untouched until the merge.
    expect(await expectOk('listPages', 200, org.gitbook.spaces.listPages(space.id))).toEqual({ pages: [] });
    await expectFailure(org.gitbook.spaces.getPageById(space.id, intro.id), 404);

    await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, changeRequest.id));
    const current = await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(space.id));
    expect(current).toMatchObject({ type: 'merge', mergedFrom: expect.objectContaining({ id: changeRequest.id }) });
    const main = await expectOk('listPages', 200, org.gitbook.spaces.listPages(space.id, { metadata: false }));
    expect(main.pages).toEqual(listed.pages.map((page: Json) => expect.objectContaining({ id: page.id, title: page.title })));
    const mainPage = await expectOk('getPageById', 200, org.gitbook.spaces.getPageById(space.id, intro.id, { format: 'document' }));
    expect((mainPage as Json).urls.app).toBe(`${stack.baseUrl}/s/${space.id}/guides/getting-started`);
  });

  it('refuse bad input with 400 naming the field, read-only members with 403, other organizations with 404', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await newChangeRequest(org, space.id);
    const a = await createPage(org, space.id, changeRequest.id, { title: 'A' });
    const b = await createPage(org, space.id, changeRequest.id, { title: 'B', parent: a.id });
    const invalid = (body: Json) => createPage(org, space.id, changeRequest.id, body, 400);

    const expect400 = (body: Json, message: RegExp) => expect(body).toEqual({ error: { code: 400, message: expect.stringMatching(message) } });
    expect400(await invalid({ title: '' }), /^title: /);
    expect400(await invalid({ title: 'x'.repeat(101) }), /^title: /);
    expect400(await invalid({ title: 'X', content: { markdown: 'a', document: { object: 'document', nodes: [] } } }), /^content: /);
    expect400(await invalid({ title: 'X', content: { document: { object: 'document', data: {}, nodes: [paragraph('ok'), { object: 'block', type: 'heading-1' }] } } }), /^content\.document\.nodes\.1/);
    expect400(await invalid({ title: 'X', type: 'group', parent: a.id }), /^parent: /);
    expect400(await invalid({ title: 'X', type: 'link' }), /^target: /);
    expect400(await invalid({ title: 'X', parent: absentId() }), /^parent: /);

    const cycle = await updatePage(org, space.id, changeRequest.id, a.id, { parent: b.id });
    expect(expectRawError(cycle, 400)).toMatch(/^parent: a page cannot be moved under itself or one of its descendants/);
    const missing = await updatePage(org, space.id, changeRequest.id, absentId(), { title: 'x' });
    expectRawError(missing, 404);

    const reader = await addMember(stack, org, 'read');
    await createPage(reader, space.id, changeRequest.id, { title: 'No' }, 403);
    const outsider = await newOrg();
    await createPage(outsider, space.id, changeRequest.id, { title: 'No' }, 404);
    await expectFailure(outsider.gitbook.spaces.listPages(space.id), 404);

    const deleted = await sendRaw(stack, 'DELETE', `${contentPath(space.id, changeRequest.id)}/page/${a.id}`, { token: org.token });
    expect(deleted.status).toBe(204);
    expect((await expectOk('listPagesInChangeRequest', 200, org.gitbook.spaces.listPagesInChangeRequest(space.id, changeRequest.id))).pages).toEqual([]);

    // A merged change request takes no more writes.
    await createPage(org, space.id, changeRequest.id, { title: 'C' });
    await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, changeRequest.id));
    expect400(await invalid({ title: 'Late' }), /merged/);
  });
});

describe('files', () => {
  it('upload into a change request, list and get, and download through the signed URL without a token', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await newChangeRequest(org, space.id);

    const uploaded = await upload(org.token, space.id, changeRequest.id, 'logo ✓.png', PNG, 'image/png');
    expect(uploaded.status).toBe(201);
    expectContract('getFileInChangeRequestById', 200, uploaded.body);
    expect(uploaded.body).toMatchObject({ name: 'logo ✓.png', contentType: 'image/png', size: PNG.length, dimensions: { width: 2, height: 3 } });
    const text = await upload(org.token, space.id, changeRequest.id, 'notes.txt', Buffer.from('hello'), 'text/plain; charset=utf-8');
    const html = await upload(org.token, space.id, changeRequest.id, 'page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect([text.status, html.status]).toEqual([201, 201]);

    const { items, count } = await walkPages('listFilesInChangeRequestById', 2, (page) =>
      org.gitbook.spaces.listFilesInChangeRequestById(space.id, changeRequest.id, { limit: 2, page }),
    );
    expect(count).toBe(3);
    expect(items.map((file) => file.id).sort()).toEqual([uploaded.body.id, text.body.id, html.body.id].sort());
    const file = await expectOk('getFileInChangeRequestById', 200, org.gitbook.spaces.getFileInChangeRequestById(space.id, changeRequest.id, uploaded.body.id));

    // The download URL works without a bearer token and answers the same bytes and type.
    const download = await fetch(file.downloadURL);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe(`inline; filename="logo _.png"; filename*=UTF-8''logo%20%E2%9C%93.png`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const active = await fetch(html.body.downloadURL);
    expect(active.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(active.headers.get('content-security-policy')).toContain('sandbox');

    // Main content has no files until the change request is merged.
    expect(await expectOk('listFiles', 200, org.gitbook.spaces.listFiles(space.id))).toMatchObject({ items: [], count: 0 });
    await expectFailure(org.gitbook.spaces.getFileById(space.id, uploaded.body.id), 404);
    await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, changeRequest.id));
    expect((await expectOk('listFiles', 200, org.gitbook.spaces.listFiles(space.id))).count).toBe(3);
    await expectOk('getFileById', 200, org.gitbook.spaces.getFileById(space.id, uploaded.body.id));
    const revision = await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(space.id));
    expect(revision.files).toHaveLength(3);
  });

  it('413 above the upload limit, 400 without a name, 403 for readers', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await newChangeRequest(org, space.id);
    const tooBig = await upload(org.token, space.id, changeRequest.id, 'big.bin', new Uint8Array(MAX_UPLOAD_BYTES + 1), 'application/octet-stream');
    expect(tooBig).toEqual({ status: 413, body: { error: { code: 413, message: `Request body is too large: the limit is ${MAX_UPLOAD_BYTES} bytes` } } });
    const atLimit = await upload(org.token, space.id, changeRequest.id, 'exact.bin', new Uint8Array(MAX_UPLOAD_BYTES));
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.contentType).toBe('application/octet-stream');
    const unnamed = await fetch(`${stack.baseUrl}/v1${contentPath(space.id, changeRequest.id)}/files`, { method: 'POST', headers: { authorization: `Bearer ${org.token}` }, body: 'x' });
    expect(unnamed.status).toBe(400);
    const slashed = await upload(org.token, space.id, changeRequest.id, 'a/b', Buffer.from('x'));
    expect(slashed.status).toBe(400);
    const reader = await addMember(stack, org, 'read');
    expect((await upload(reader.token, space.id, changeRequest.id, 'r.txt', Buffer.from('x'))).status).toBe(403);
  });

  it('answer 404 with one message for a tampered, expired or unknown download token', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const changeRequest = await newChangeRequest(org, space.id);
    const { body: file } = await upload(org.token, space.id, changeRequest.id, 'secret.txt', Buffer.from('secret'), 'text/plain');
    const token: string = file.downloadURL.split('/v1/downloads/')[1];
    const [payload] = token.split('.');
    const sign = (body: Json) => {
      const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${encoded}.${createHmac('sha256', E2E_URL_SIGNING_KEY).update(encoded).digest('base64url')}`;
    };
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const tokens = [
      `${Buffer.from(JSON.stringify({ ...decoded, name: 'other.txt' })).toString('base64url')}.${token.split('.')[1]}`,
      sign({ ...decoded, exp: Math.floor(Date.now() / 1000) - 10 }),
      `${token}x`,
      'nothing',
    ];
    for (const bad of tokens) {
      const response = await fetch(`${stack.baseUrl}/v1/downloads/${bad}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 404, message: 'Download not found or expired' } });
    }
    // The untouched token still works.
    expect(await (await fetch(file.downloadURL)).text()).toBe('secret');
  });
});
