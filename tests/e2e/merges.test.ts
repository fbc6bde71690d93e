import { ChangeRequestReviewStatus as Review } from '@gitbook/api';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectContract } from './contract';
import { addMember, createPageInChangeRequest, createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org, sendRaw } from './content-helpers';
import { startStack, type Stack } from './harness';

// Change requests end to end: three-way merges with and without conflicts, pulling main into a
// change request, merge rules, templates and PDF exports, through the gateway with the
// official client, every body checked against the GitBook contract.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;
const newOrg = () => newOrgOf(stack);
const contentPath = (spaceId: string, changeRequestId: string) => `/spaces/${spaceId}/change-requests/${changeRequestId}/content`;

async function newChangeRequest(org: { gitbook: Org['gitbook'] }, spaceId: string, subject = 'Edits'): Promise<Json> {
  return expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject }));
}

const createPage = (org: { token: string }, spaceId: string, changeRequestId: string, body: Json): Promise<Json> =>
  createPageInChangeRequest(stack, org, spaceId, changeRequestId, body);

async function updatePage(org: { token: string }, spaceId: string, changeRequestId: string, pageId: string, body: Json): Promise<Json> {
  const response = await sendRaw(stack, 'PATCH', `${contentPath(spaceId, changeRequestId)}/page/${pageId}`, { token: org.token, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return response.body;
}

/** A space whose main content holds the given pages (written in a change request and merged). */
async function spaceWithPages(org: Org, pages: { title: string; markdown: string }[]): Promise<{ spaceId: string; pageIds: string[] }> {
  const space = await createSpace(org, 'Handbook');
  const changeRequest = await newChangeRequest(org, space.id, 'Initial content');
  const pageIds: string[] = [];
  for (const page of pages) pageIds.push((await createPage(org, space.id, changeRequest.id, { title: page.title, content: { markdown: page.markdown } })).id);
  await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, changeRequest.id));
  return { spaceId: space.id, pageIds };
}

const merge = (org: Org, spaceId: string, changeRequestId: string) => org.gitbook.spaces.mergeChangeRequest(spaceId, changeRequestId);

describe('mergeChangeRequest and updateChangeRequest', () => {
  it('merges edits of one page made in two change requests, reports a true conflict with the pages, and merges once resolved', async () => {
    const org = await newOrg();
    const { spaceId, pageIds } = await spaceWithPages(org, [{ title: 'Guide', markdown: 'Install with npm.\n\nThen run it.\n\nAsk for help.\n' }]);
    const [guide] = pageIds;
    const first = await newChangeRequest(org, spaceId);
    const second = await newChangeRequest(org, spaceId);
    const third = await newChangeRequest(org, spaceId);
    await updatePage(org, spaceId, first.id, guide, { content: { markdown: 'Install with pnpm.\n\nThen run it.\n\nAsk for help.\n' } });
    await updatePage(org, spaceId, second.id, guide, { content: { markdown: 'Install with npm.\n\nThen run it.\n\nAsk us for help.\n' } });
    await updatePage(org, spaceId, third.id, guide, { content: { markdown: 'Install with yarn.\n\nThen run it.\n\nAsk for help.\n' } });

    const merged = await expectOk('mergeChangeRequest', 200, merge(org, spaceId, first.id));
    expect(merged).toMatchObject({ result: 'merge', revision: expect.any(String) });
    // Main moved: the second is a real three-way merge, the third conflicts with the first.
    expect(await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(spaceId, second.id))).toMatchObject({ outdated: true });
    expect(await expectOk('mergeChangeRequest', 200, merge(org, spaceId, second.id))).toMatchObject({ result: 'merge' });
    const mainBefore = await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(spaceId));
    const thirdBefore = await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(spaceId, third.id));
    const conflicted = (await expectOk('mergeChangeRequest', 200, merge(org, spaceId, third.id))) as Json;
    expect(conflicted).toEqual({
      result: 'conflicts',
      revision: thirdBefore.revision,
      conflicts: [{ kind: 'page', id: guide, title: 'Guide', reason: 'content', fields: expect.any(Array) }],
    });
    expect((await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(spaceId))).id).toBe(mainBefore.id);
    expect(await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(spaceId, third.id))).toMatchObject({ status: 'draft' });

    // Pulling main in reports the same conflict; the author resolves it by editing, then updates and merges.
    expect(await expectOk('updateChangeRequest', 200, org.gitbook.spaces.updateChangeRequest(spaceId, third.id))).toMatchObject({ result: 'conflicts' });
    await updatePage(org, spaceId, third.id, guide, { content: { markdown: 'Install with pnpm.\n\nThen run it.\n\nAsk for help.\n' } });
    const updated = await expectOk('updateChangeRequest', 200, org.gitbook.spaces.updateChangeRequest(spaceId, third.id));
    expect(updated).toMatchObject({ result: 'update' });
    const revision = await expectOk('getRevisionOfChangeRequestById', 200, org.gitbook.spaces.getRevisionOfChangeRequestById(spaceId, third.id));
    expect(revision).toMatchObject({ id: updated.revision, type: 'update', parents: [expect.any(String), mainBefore.id] });
    expect(await expectOk('getChangeRequestById', 200, org.gitbook.spaces.getChangeRequestById(spaceId, third.id))).toMatchObject({
      outdated: false,
      revisionMergedAncestor: mainBefore.id,
    });
    const final = await expectOk('mergeChangeRequest', 200, merge(org, spaceId, third.id));
    expect(final.result).toBe('merge');

    const page = await expectOk('getPageById', 200, org.gitbook.spaces.getPageById(spaceId, guide, { format: 'markdown' }));
    expect((page as Json).markdown).toBe('Install with pnpm.\n\nThen run it.\n\nAsk us for help.\n');
    const current = await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(spaceId));
    expect(current).toMatchObject({ id: final.revision, type: 'merge', mergedFrom: expect.objectContaining({ id: third.id, status: 'merged' }) });
    const space = await expectOk('getSpaceById', 200, org.gitbook.spaces.getSpaceById(spaceId));
    expect(space).toMatchObject({ revision: final.revision, changeRequests: 4, changeRequestsOpen: 0, changeRequestsDraft: 0 });
  });

  it('reports a tree conflict when one change request deleted a page the other edited', async () => {
    const org = await newOrg();
    const { spaceId, pageIds } = await spaceWithPages(org, [{ title: 'Old page', markdown: 'Old.\n' }]);
    const deleting = await newChangeRequest(org, spaceId);
    const editing = await newChangeRequest(org, spaceId);
    const removed = await sendRaw(stack, 'DELETE', `${contentPath(spaceId, deleting.id)}/page/${pageIds[0]}`, { token: org.token });
    expect(removed.status).toBe(204);
    await updatePage(org, spaceId, editing.id, pageIds[0], { title: 'Renamed page' });
    await expectOk('mergeChangeRequest', 200, merge(org, spaceId, deleting.id));
    const outcome = (await expectOk('mergeChangeRequest', 200, merge(org, spaceId, editing.id))) as Json;
    expect(outcome).toMatchObject({ result: 'conflicts', conflicts: [expect.objectContaining({ id: pageIds[0], reason: 'deleted-and-edited' })] });
  });

  it('refuses a merge with 400 naming the unmet merge rules, then merges once a reviewer approved', async () => {
    const org = await newOrg();
    const reviewer = await addMember(stack, org, 'review');
    const { spaceId } = await spaceWithPages(org, [{ title: 'Intro', markdown: 'Hello.\n' }]);
    await expectOk(
      'updateSpaceById',
      200,
      org.gitbook.spaces.updateSpaceById(spaceId, {
        mergeRules: { type: 'rules', rules: [{ rule: 'require_at_least_one_review' }, { rule: 'require_change_request_description' }] },
      }),
    );
    const changeRequest = await newChangeRequest(org, spaceId);
    const refused = await expectFailure(merge(org, spaceId, changeRequest.id), 400, /^The merge rules are not met: /);
    expect(refused.error.message).toContain('require_at_least_one_review');
    expect(refused.error.message).toContain('require_change_request_description');

    await expectOk(
      'updateChangeRequestById',
      200,
      org.gitbook.spaces.updateChangeRequestById(spaceId, changeRequest.id, {
        description: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Why', marks: [] }] }] }] },
      } as never),
    );
    await expectOk('submitChangeRequestReview', 201, reviewer.gitbook.spaces.submitChangeRequestReview(spaceId, changeRequest.id, { status: Review.ChangesRequested }));
    await expectFailure(merge(org, spaceId, changeRequest.id), 400, /require_at_least_one_review/);
    await expectOk('submitChangeRequestReview', 201, reviewer.gitbook.spaces.submitChangeRequestReview(spaceId, changeRequest.id, { status: Review.Approved }));
    expect(await expectOk('mergeChangeRequest', 200, merge(org, spaceId, changeRequest.id))).toMatchObject({ result: 'merge' });
  });

  it('answers 404 for unknown change requests and other organizations, 403 for readers, 400 once merged', async () => {
    const org = await newOrg();
    const reader = await addMember(stack, org, 'read');
    const { spaceId } = await spaceWithPages(org, [{ title: 'Intro', markdown: 'Hello.\n' }]);
    const changeRequest = await newChangeRequest(org, spaceId);
    await expectFailure(merge(org, spaceId, 'absentchangerequest'), 404);
    await expectFailure((await newOrg()).gitbook.spaces.mergeChangeRequest(spaceId, changeRequest.id), 404);
    await expectFailure(reader.gitbook.spaces.mergeChangeRequest(spaceId, changeRequest.id), 403);
    await expectFailure(reader.gitbook.spaces.updateChangeRequest(spaceId, changeRequest.id), 403);
    await expectOk('mergeChangeRequest', 200, merge(org, spaceId, String(changeRequest.number)));
    await expectFailure(merge(org, spaceId, changeRequest.id), 400, /merged/);
    await expectFailure(org.gitbook.spaces.updateChangeRequest(spaceId, changeRequest.id), 400, /merged/);
  });
});

describe('templates', () => {
  it('lists the catalog and applies a template as a new main revision, filling content references', async () => {
    const org = await newOrg();
    const listed = await sendRaw(stack, 'GET', '/templates', { token: org.token });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((template: Json) => template.id)).toEqual(expect.arrayContaining(['product-docs', 'api-reference', 'knowledge-base', 'changelog']));

    const space = await createSpace(org, 'API');
    const before = await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(space.id));
    const applied = await org.gitbook.spaces.applyTemplateToSpace(space.id, {
      id: 'api-reference',
      params: { contentRefs: { openApiSpec: { kind: 'url', url: 'https://api.example.org/openapi.json' } } },
    });
    expect(applied.status).toBe(201);
    const revision = await expectOk('getCurrentRevision', 200, org.gitbook.spaces.getCurrentRevision(space.id));
    expect(revision).toMatchObject({ type: 'edits', parents: [before.id] });
    const { pages } = await expectOk('listPages', 200, org.gitbook.spaces.listPages(space.id));
    expect(pages.map((page: Json) => page.title)).toEqual(['Introduction', 'Authentication', 'Errors', 'Pagination', 'Endpoints']);
    expect((pages[0] as Json).markdown).toContain('(https://api.example.org/openapi.json)');
    const auth = await expectOk('getPageById', 200, org.gitbook.spaces.getPageById(space.id, (pages[1] as Json).id, { format: 'document' }));
    expect((auth as Json).document.nodes.map((node: Json) => node.type)).toEqual(expect.arrayContaining(['tabs', 'hint']));
  });

  it('answers 400 for an unknown template or placeholder, 403 for readers', async () => {
    const org = await newOrg();
    const reader = await addMember(stack, org, 'read');
    const space = await createSpace(org, 'Docs');
    await expectFailure(org.gitbook.spaces.applyTemplateToSpace(space.id, { id: 'no-such-template' }), 400, /^id: unknown template/);
    await expectFailure(
      org.gitbook.spaces.applyTemplateToSpace(space.id, { id: 'changelog', params: { contentRefs: { nope: { kind: 'url', url: 'https://example.com' } } } }),
      400,
      /^params.contentRefs: /,
    );
    await expectFailure(reader.gitbook.spaces.applyTemplateToSpace(space.id, { id: 'changelog' }), 403);
    expect(await expectOk('listPages', 200, org.gitbook.spaces.listPages(space.id))).toEqual({ pages: [] });
  });
});

describe('PDF exports', () => {
  const textOf = (pdf: Buffer): string => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'quire-pdf-'));
    try {
      const file = path.join(folder, 'export.pdf');
      writeFileSync(file, pdf);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };

  it('renders the space, a change request and a single page from signed URLs fetched without a token', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Product handbook');
    await org.gitbook.spaces.applyTemplateToSpace(space.id, { id: 'product-docs' });
    const { url } = await expectOk('getSpacePDF', 200, org.gitbook.spaces.getSpacePdf(space.id));
    expect(url.startsWith(`${stack.baseUrl}/v1/downloads/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = textOf(Buffer.from(await response.arrayBuffer()));
    // Each page's title and then its own text, in table-of-contents order.
    let cursor = 0;
    for (const expected of ['Product handbook', 'Welcome', 'This is the documentation of our product', 'Getting started', 'Quickstart', 'Create an API token', 'Installation', 'npm install --global example-cli', 'Features', 'Configuration', 'FAQ', 'Is there a free plan?']) {
      const found = text.indexOf(expected, cursor);
      expect({ expected, found: found >= 0 }).toEqual({ expected, found: true });
      cursor = found + expected.length;
    }

    const changeRequest = await newChangeRequest(org, space.id);
    const { pages } = await expectOk('listPages', 200, org.gitbook.spaces.listPages(space.id));
    const faq = (pages as Json[]).find((page) => page.title === 'FAQ')!;
    await updatePage(org, space.id, changeRequest.id, faq.id, { content: { markdown: 'Only in the change request.\n' } });
    const exported = await expectOk('getChangeRequestPDF', 200, org.gitbook.spaces.getChangeRequestPdf(space.id, changeRequest.id, { only: true, page: faq.id }));
    const single = textOf(Buffer.from(await (await fetch(exported.url)).arrayBuffer()));
    expect(single).toContain('Only in the change request.');
    expect(single).not.toContain('Quickstart');

    await expectFailure(org.gitbook.spaces.getSpacePdf(space.id, { only: true, page: 'absentpage' }), 404);
    await expectFailure((await newOrg()).gitbook.spaces.getSpacePdf(space.id), 404);
    const tampered = await fetch(`${url.slice(0, -3)}abc`);
    expect(tampered.status).toBe(404);
    expectContract('getSpacePDF', 200, { url });
  });
});
