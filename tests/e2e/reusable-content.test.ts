import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Site } from '@gitbook/api';
import { startTestGitServer, type TestGitServer } from '@quire/testing';
import { addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { expectRawError } from './client';
import { startStack, type Stack } from './harness';
import { get } from './reader-helpers';

// Reusable content end to end (docs/content-core.md "Reusable content"): written in change
// requests through Quire's extension routes, merged like pages, read through the four contract
// operations with the official client, every body checked against the GitBook contract.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ reader: true });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;
const newOrg = () => newOrgOf(stack);
const contentPath = (spaceId: string, changeRequestId: string) => `/spaces/${spaceId}/change-requests/${changeRequestId}/content`;

const newChangeRequest = (org: Org, spaceId: string): Promise<Json> =>
  expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Edits' }));

const send = (token: string, method: string, path: string, body?: Json) => sendRaw(stack, method, path, { token, body: body === undefined ? undefined : JSON.stringify(body) });

async function createReusable(org: { token: string }, spaceId: string, changeRequestId: string, body: Json): Promise<Json> {
  const response = await send(org.token, 'POST', `${contentPath(spaceId, changeRequestId)}/reusable-contents`, body);
  expect(response.status).toBe(201);
  return response.body;
}

async function updateReusable(org: { token: string }, spaceId: string, changeRequestId: string, id: string, body: Json): Promise<Json> {
  const response = await send(org.token, 'PATCH', `${contentPath(spaceId, changeRequestId)}/reusable-contents/${id}`, body);
  expect(response.status).toBe(200);
  return response.body;
}

const includeBlock = (reusableContent: string) => ({ object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent } } });

const documentText = (node: Json): string =>
  node.object === 'text' ? (node.leaves ?? []).map((leaf: Json) => leaf.text).join('') : (node.nodes ?? []).map(documentText).join(' ');

const merge = (org: Org, spaceId: string, changeRequestId: string) => expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(spaceId, changeRequestId));

/** A space whose main content has one reusable content and a page that includes it. */
async function spaceWithReusable(org: Org): Promise<{ spaceId: string; reusable: Json; pageId: string; revision: string }> {
  const space = await createSpace(org, 'Handbook');
  const changeRequest = await newChangeRequest(org, space.id);
  const reusable = await createReusable(org, space.id, changeRequest.id, { title: 'Support notice', content: { markdown: 'Write to **support** for help.\n\nWe answer within a day.\n' } });
  const page = await send(org.token, 'POST', `${contentPath(space.id, changeRequest.id)}/pages`, {
    title: 'Guide',
    content: { document: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Before.', marks: [] }] }] }, includeBlock(reusable.id)] } },
  });
  expect(page.status).toBe(201);
  const merged = (await merge(org, space.id, changeRequest.id)) as Json;
  expect(merged.result).toBe('merge');
  return { spaceId: space.id, reusable, pageId: page.body.id, revision: merged.revision };
}

describe('reusable content', () => {
  it('is written in a change request, listed in its revisions, merged, and read through the four operations', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Handbook');
    const changeRequest = await newChangeRequest(org, space.id);
    const created = await createReusable(org, space.id, changeRequest.id, { title: 'Support notice', content: { markdown: 'Write to support.\n' } });
    expect(created).toEqual({ id: expect.any(String), title: 'Support notice', document: expect.any(String) });

    const inChangeRequest = await expectOk(
      'getReusableContentInChangeRequestById',
      200,
      org.gitbook.spaces.getReusableContentInChangeRequestById(space.id, changeRequest.id, created.id),
    );
    expect(inChangeRequest).toEqual(created);
    // By number too, as every change request route.
    expect(await expectOk('getReusableContentInChangeRequestById', 200, org.gitbook.spaces.getReusableContentInChangeRequestById(space.id, String(changeRequest.number), created.id))).toEqual(created);
    const changeRequestRevision = await expectOk('getRevisionOfChangeRequestById', 200, org.gitbook.spaces.getRevisionOfChangeRequestById(space.id, changeRequest.id));
    expect(changeRequestRevision.reusableContents).toEqual([created]);
    // Not in main before the merge.
    await expectFailure(org.gitbook.spaces.getReusableContentById(space.id, created.id), 404);
    expect((await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(space.id))).reusableContents).toEqual([]);

    const merged = (await merge(org, space.id, changeRequest.id)) as Json;
    expect(merged.result).toBe('merge');
    const main = await expectOk('getReusableContentById', 200, org.gitbook.spaces.getReusableContentById(space.id, created.id));
    expect(main).toEqual(created);
    const current = await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(space.id));
    expect(current.reusableContents).toEqual([created]);
    const revision = await expectOk('getRevisionById', 200, org.gitbook.spaces.getRevisionById(space.id, merged.revision));
    expect(revision.reusableContents).toEqual([created]);
    expect(await expectOk('getReusableContentInRevisionById', 200, org.gitbook.spaces.getReusableContentInRevisionById(space.id, merged.revision, created.id, { metadata: false }))).toEqual(created);
    const document = await expectOk(
      'getReusableContentDocumentInRevisionById',
      200,
      org.gitbook.spaces.getReusableContentDocumentInRevisionById(space.id, merged.revision, created.id, { evaluated: true }),
    );
    expect(document.object).toBe('document');
    expect(documentText(document)).toContain('Write to support.');
    // `document` is a document of the space, and the merge's semantic changes list the reusable content.
    expect(await expectOk('getDocumentById', 200, org.gitbook.spaces.getDocumentById(space.id, created.document))).toEqual(document);
    const semantic = await expectOk('getRevisionSemanticChanges', 200, org.gitbook.spaces.getRevisionSemanticChanges(space.id, merged.revision));
    expect(semantic.changes).toEqual([{ type: 'reusable_content_created', reusableContent: created }]);

    // An edit in a later change request makes a new revision; the old one keeps the old body.
    const second = await newChangeRequest(org, space.id);
    const updated = await updateReusable(org, space.id, second.id, created.id, { title: 'Contact', content: { markdown: 'Write to the team.\n' } });
    expect(updated).toEqual({ id: created.id, title: 'Contact', document: expect.any(String) });
    expect(updated.document).not.toBe(created.document);
    const afterEdit = (await merge(org, space.id, second.id)) as Json;
    expect(await expectOk('getReusableContentById', 200, org.gitbook.spaces.getReusableContentById(space.id, created.id))).toEqual(updated);
    const newDocument = await expectOk('getReusableContentDocumentInRevisionById', 200, org.gitbook.spaces.getReusableContentDocumentInRevisionById(space.id, afterEdit.revision, created.id));
    expect(documentText(newDocument)).toContain('Write to the team.');
    const oldDocument = await expectOk('getReusableContentDocumentInRevisionById', 200, org.gitbook.spaces.getReusableContentDocumentInRevisionById(space.id, merged.revision, created.id));
    expect(documentText(oldDocument)).toContain('Write to support.');
    expect(await expectOk('getReusableContentInRevisionById', 200, org.gitbook.spaces.getReusableContentInRevisionById(space.id, merged.revision, created.id))).toEqual(created);

    // An empty reusable content has no `document`; its document is empty.
    const third = await newChangeRequest(org, space.id);
    const empty = await createReusable(org, space.id, third.id, { title: 'Empty' });
    expect(empty).toEqual({ id: expect.any(String), title: 'Empty' });
    const thirdMerge = (await merge(org, space.id, third.id)) as Json;
    const emptyDocument = await expectOk('getReusableContentDocumentInRevisionById', 200, org.gitbook.spaces.getReusableContentDocumentInRevisionById(space.id, thirdMerge.revision, empty.id));
    expect(emptyDocument).toEqual({ object: 'document', data: {}, nodes: [] });
    const listed = await expectOk('getRevisionById', 200, org.gitbook.spaces.getRevisionById(space.id, thirdMerge.revision));
    expect(listed.reusableContents.map((entry: Json) => entry.id).sort()).toEqual([created.id, empty.id].sort());

    // Deleted in a change request: gone there, still in main until merged.
    const fourth = await newChangeRequest(org, space.id);
    expect((await send(org.token, 'DELETE', `${contentPath(space.id, fourth.id)}/reusable-contents/${created.id}`)).status).toBe(204);
    await expectFailure(org.gitbook.spaces.getReusableContentInChangeRequestById(space.id, fourth.id, created.id), 404, 'Reusable content not found');
    await expectOk('getReusableContentById', 200, org.gitbook.spaces.getReusableContentById(space.id, created.id));
    // Deleting again is a 204 that changes nothing.
    const fourthBefore = await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(space.id, fourth.id));
    expect((await send(org.token, 'DELETE', `${contentPath(space.id, fourth.id)}/reusable-contents/${created.id}`)).status).toBe(204);
    expect((await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(space.id, fourth.id))).revision).toBe(fourthBefore.revision);
    await merge(org, space.id, fourth.id);
    await expectFailure(org.gitbook.spaces.getReusableContentById(space.id, created.id), 404);
  });

  it('the gateway\'s OpenAPI document has the four operations, and the three writes marked as extensions', async () => {
    const document = (await (await fetch(`${stack.baseUrl}/v1/openapi.json`)).json()) as Json;
    const item = '/spaces/{spaceId}/change-requests/{changeRequestId}/content/reusable-contents/{reusableContentId}';
    expect(document.paths[item].get).toMatchObject({ operationId: 'getReusableContentInChangeRequestById' });
    expect(document.paths[item].get['x-quire-extension']).toBeUndefined();
    expect(document.paths[item].patch).toMatchObject({ operationId: 'updateReusableContentInChangeRequest', 'x-quire-extension': true });
    expect(document.paths[item].delete).toMatchObject({ operationId: 'deleteReusableContentInChangeRequest', 'x-quire-extension': true });
    expect(document.paths['/spaces/{spaceId}/change-requests/{changeRequestId}/content/reusable-contents'].post).toMatchObject({ operationId: 'createReusableContentInChangeRequest', 'x-quire-extension': true });
    expect(document.paths['/spaces/{spaceId}/content/reusable-contents/{reusableContentId}'].get.operationId).toBe('getReusableContentById');
    expect(document.paths['/spaces/{spaceId}/revisions/{revisionId}/reusable-contents/{reusableContentId}'].get.operationId).toBe('getReusableContentInRevisionById');
    expect(document.paths['/spaces/{spaceId}/revisions/{revisionId}/reusable-contents/{reusableContentId}/document'].get.operationId).toBe('getReusableContentDocumentInRevisionById');
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const org = await newOrg();
    const { spaceId, reusable } = await spaceWithReusable(org);
    const changeRequest = await newChangeRequest(org, spaceId);
    const before = await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(spaceId, changeRequest.id));
    const base = contentPath(spaceId, changeRequest.id);
    const bad: [string, string, Json][] = [
      ['POST', `${base}/reusable-contents`, { title: '' }],
      ['POST', `${base}/reusable-contents`, { content: { markdown: 'no title' } }],
      ['POST', `${base}/reusable-contents`, { title: 'x'.repeat(101) }],
      ['POST', `${base}/reusable-contents`, { title: 'Both', content: { markdown: 'a', document: { object: 'document', nodes: [] } } }],
      ['POST', `${base}/reusable-contents`, { title: 'Bad document', content: { document: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'no-such-block', nodes: [] }] } } }],
      ['PATCH', `${base}/reusable-contents/${reusable.id}`, { title: 42 }],
      ['PATCH', `${base}/reusable-contents/${reusable.id}`, { content: { document: { object: 'document', data: {}, nodes: [{ object: 'text' }] } } }],
    ];
    for (const [method, path, body] of bad) expectRawError(await send(org.token, method, path, body), 400);
    // Unknown ids: 404, in every read and in an update.
    expectRawError(await send(org.token, 'PATCH', `${base}/reusable-contents/nope`, { title: 'New' }), 404);
    await expectFailure(org.gitbook.spaces.getReusableContentById(spaceId, 'nope'), 404);
    await expectFailure(org.gitbook.spaces.getReusableContentInRevisionById(spaceId, 'nope', reusable.id), 404, 'Revision not found');
    const after = await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(spaceId, changeRequest.id));
    expect(after.revision).toBe(before.revision);
    expect(await expectOk('getReusableContentInChangeRequestById', 200, org.gitbook.spaces.getReusableContentInChangeRequestById(spaceId, changeRequest.id, reusable.id))).toEqual(reusable);
  });

  it('answers another organization 404 and lets readers read but not write', async () => {
    const org = await newOrg();
    const { spaceId, reusable, revision } = await spaceWithReusable(org);
    const changeRequest = await newChangeRequest(org, spaceId);
    const other = await newOrg();
    await expectFailure(other.gitbook.spaces.getReusableContentById(spaceId, reusable.id), 404);
    await expectFailure(other.gitbook.spaces.getReusableContentInChangeRequestById(spaceId, changeRequest.id, reusable.id), 404);
    await expectFailure(other.gitbook.spaces.getReusableContentInRevisionById(spaceId, revision, reusable.id), 404);
    await expectFailure(other.gitbook.spaces.getReusableContentDocumentInRevisionById(spaceId, revision, reusable.id), 404);
    expectRawError(await send(other.token, 'PATCH', `${contentPath(spaceId, changeRequest.id)}/reusable-contents/${reusable.id}`, { title: 'Taken' }), 404);
    expectRawError(await send(other.token, 'POST', `${contentPath(spaceId, changeRequest.id)}/reusable-contents`, { title: 'Taken' }), 404);
    // A revision of another space of the same organization is not this space's.
    const otherSpace = await createSpace(org, 'Other');
    await expectFailure(org.gitbook.spaces.getReusableContentInRevisionById(otherSpace.id, revision, reusable.id), 404);

    const reader = await addMember(stack, org, 'read');
    expect(await expectOk('getReusableContentById', 200, reader.gitbook.spaces.getReusableContentById(spaceId, reusable.id))).toEqual(reusable);
    expectRawError(await send(reader.token, 'PATCH', `${contentPath(spaceId, changeRequest.id)}/reusable-contents/${reusable.id}`, { title: 'Mine' }), 403);
    expectRawError(await send(reader.token, 'DELETE', `${contentPath(spaceId, changeRequest.id)}/reusable-contents/${reusable.id}`), 403);
    expect(await expectOk('getReusableContentInChangeRequestById', 200, org.gitbook.spaces.getReusableContentInChangeRequestById(spaceId, changeRequest.id, reusable.id))).toEqual(reusable);
  });

  it('merges edits of two change requests line by line and reports overlapping ones as conflicts', async () => {
    const org = await newOrg();
    const { spaceId, reusable } = await spaceWithReusable(org);
    const [first, second, third] = [await newChangeRequest(org, spaceId), await newChangeRequest(org, spaceId), await newChangeRequest(org, spaceId)];
    await updateReusable(org, spaceId, first.id, reusable.id, { content: { markdown: 'Write to **support** for help.\n\nWe answer within an hour.\n' } });
    await updateReusable(org, spaceId, second.id, reusable.id, { title: 'Support', content: { markdown: 'Mail **support** for help.\n\nWe answer within a day.\n' } });
    await updateReusable(org, spaceId, third.id, reusable.id, { content: { markdown: 'Write to **support** for help.\n\nWe answer within a week.\n' } });
    expect(await merge(org, spaceId, first.id)).toMatchObject({ result: 'merge' });
    const secondMerge = (await merge(org, spaceId, second.id)) as Json;
    expect(secondMerge.result).toBe('merge');
    const main = await expectOk('getReusableContentById', 200, org.gitbook.spaces.getReusableContentById(spaceId, reusable.id));
    expect(main.title).toBe('Support');
    const document = await expectOk('getReusableContentDocumentInRevisionById', 200, org.gitbook.spaces.getReusableContentDocumentInRevisionById(spaceId, secondMerge.revision, reusable.id));
    expect(documentText(document)).toContain('Mail');
    expect(documentText(document)).toContain('within an hour');
    const conflicted = (await merge(org, spaceId, third.id)) as Json;
    expect(conflicted).toMatchObject({ result: 'conflicts', conflicts: [{ kind: 'reusable-content', id: reusable.id, title: 'Support', reason: 'content' }] });
  });
});

describe('reusable content where pages are shown', () => {
  it('the published page renders its text, its .md writes it in place, and search finds the page by it', async () => {
    const org = await newOrg();
    const { spaceId } = await spaceWithReusable(org);
    const site = (await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs', spaces: [spaceId] }))) as Site;
    const published = (await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id))) as Site;
    const page = await get(`${published.urls.published!}/guide`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Before.');
    expect(page.body).toContain('Write to <strong>support</strong> for help.');
    expect(page.body).toContain('We answer within a day.');
    expect(page.body).not.toContain('This reusable content is not available.');
    const markdown = await get(`${published.urls.published!}/guide.md`);
    expect(markdown.status).toBe(200);
    expect(markdown.body).toContain('Write to **support** for help.');
    expect(markdown.body).not.toContain('quire:block');

    // Search (the index is brought up to date by the merge's events) finds the page by the included text.
    let results: any[] = [];
    for (let attempt = 0; attempt < 100 && results.length === 0; attempt++) {
      results = (await expectOk('searchSpaceContent', 200, org.gitbook.spaces.searchSpaceContent(spaceId, { query: 'answer within a day' }))).items;
      if (results.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(results.map((result) => result.title)).toEqual(['Guide']);
  });

  // Needs poppler-utils (pdftotext) on the PATH, as the PDF tests of merges.test.ts.
  it('the PDF export prints it where the page includes it', async () => {
    const org = await newOrg();
    const { spaceId } = await spaceWithReusable(org);
    const { url } = await expectOk('getSpacePDF', 200, org.gitbook.spaces.getSpacePdf(spaceId));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const folder = mkdtempSync(path.join(os.tmpdir(), 'quire-pdf-'));
    try {
      const file = path.join(folder, 'export.pdf');
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      const before = text.indexOf('Before.');
      expect(before).toBeGreaterThanOrEqual(0);
      expect(text.indexOf('Write to support for help.', before)).toBeGreaterThan(before);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('reusable content through Git Sync', () => {
  let server: TestGitServer;
  beforeAll(async () => {
    server = await startTestGitServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('exports a space with a reusable content used in a page in GitBook\'s layout, and imports it back unchanged', async () => {
    const org = await newOrg();
    const { spaceId, reusable, pageId } = await spaceWithReusable(org);
    await server.createRepository('reusable');
    await expectOk('exportToGitRepository', 204, org.gitbook.spaces.exportToGitRepository(spaceId, { url: server.authenticatedUrl('reusable'), ref: 'refs/heads/main', commitMessage: 'Export' }));
    const head = await until('the pushed commit', () => server.head('reusable'));
    const files = await server.files('reusable');
    expect(files.get('.gitbook/includes/support-notice.md')!.toString()).toBe('---\ntitle: Support notice\n---\n\nWrite to **support** for help.\n\nWe answer within a day.\n');
    expect(files.get('README.md')!.toString()).toBe('# Guide\n\nBefore.\n\n{% include ".gitbook/includes/support-notice.md" %}\n');

    const again = await createSpace(org, 'Round trip');
    await expectOk('importGitRepository', 204, org.gitbook.spaces.importGitRepository(again.id, { url: server.authenticatedUrl('reusable'), ref: 'refs/heads/main' }));
    const revision = await until('the imported revision', async () => {
      const current = (await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(again.id))) as Json;
      return current.git?.oid === head ? current : undefined;
    });
    expect(revision.reusableContents).toEqual([{ id: expect.any(String), title: 'Support notice', document: reusable.document, git: { oid: expect.any(String), path: '.gitbook/includes/support-notice.md' } }]);
    const imported = revision.reusableContents[0];
    const [before, after] = await Promise.all([
      expectOk('getPageById', 200, org.gitbook.spaces.getPageById(spaceId, pageId, { format: 'markdown' })),
      expectOk('getPageById', 200, org.gitbook.spaces.getPageById(again.id, revision.pages[0].id, { format: 'markdown' })),
    ]);
    // The same page, including the imported reusable content where the original included its own.
    expect((after as Json).markdown).toBe(((before as Json).markdown as string).split(reusable.id).join(imported.id));
    const document = await expectOk('getReusableContentDocumentInRevisionById', 200, org.gitbook.spaces.getReusableContentDocumentInRevisionById(again.id, revision.id, imported.id));
    expect(documentText(document)).toContain('We answer within a day.');
  });
});
