import { startTestWebsite, TEST_PNG, testPage, type TestWebsite } from '@quire/testing';
import { expectContract } from './contract';
import { expectRawError } from './client';
import { absentId, addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// Website and file imports through the gateway with the official client (startImportRun,
// cancelImportRun), end to end: content records the run, the git-worker (allowed to reach
// 127.0.0.0/8 in the e2e stack) crawls a website this test serves, and the pages appear in
// the space. Every body is checked against the GitBook contract.

let stack: Stack;
let site: TestWebsite;

beforeAll(async () => {
  stack = await startStack();
  site = await startTestWebsite({
    '/robots.txt': { contentType: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
    '/': {
      body: testPage({
        title: 'Home',
        nav: '<a href="/guide/">Guide</a> <a href="/guide/tables">Tables</a> <a href="/private/x">Private</a>',
        main: '<h1>Welcome</h1><p>Read the <a href="/guide/tables">tables</a>.</p><p><img src="/logo.png" alt="Logo"></p>',
      }),
    },
    '/guide/': { body: testPage({ title: 'Guide', main: '<h1>Guide</h1><pre><code class="language-sh">npm start</code></pre>' }) },
    '/guide/tables': { body: testPage({ title: 'Tables', main: '<h1>Tables</h1><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table><ul><li><input type="checkbox" checked> done</li></ul>' }) },
    '/private/x': { body: testPage({ title: 'Private', main: '<h1>Private</h1>' }) },
    '/logo.png': { contentType: 'image/png', body: TEST_PNG },
    '/slow/': { body: testPage({ title: 'Slow', nav: Array.from({ length: 30 }, (_, index) => `<a href="/slow/${index}">${index}</a>`).join(' '), main: '<h1>Slow</h1>' }) },
    ...Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`/slow/${index}`, { delayMs: 1000, body: testPage({ title: `Slow ${index}`, main: `<h1>Slow ${index}</h1>` }) }])),
  });
}, 60_000);

afterAll(async () => {
  await site?.close();
  await stack?.stop();
});

type Json = Record<string, any>;

const newOrg = () => newOrgOf(stack);

const startRun = (org: Org, source: Json, target: Json) => org.gitbook.org.startImportRun(org.organizationId, { source, target } as never);

/** GET /org/{organizationId}/imports/{importRunId} (Quire extension), the body checked as the contract's ContentImportRun. */
async function getRun(org: Org, importRunId: string): Promise<Json> {
  const response = await sendRaw(stack, 'GET', `/org/${org.organizationId}/imports/${importRunId}`, { token: org.token });
  expect(response.status).toBe(200);
  expectContract('cancelImportRun', 201, response.body);
  return response.body as Json;
}

async function waitForRun(org: Org, importRunId: string, done: (run: Json) => boolean, timeoutMs = 30_000): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await getRun(org, importRunId);
    if (done(run)) return run;
    if (Date.now() > deadline) throw new Error(`import run still ${run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const finished = (run: Json) => ['completed', 'failed', 'cancelled'].includes(run.status);

describe('startImportRun', () => {
  it('400 for a malformed source or target', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    for (const [source, target] of [
      [{ type: 'website', url: 'ftp://example.com/' }, { space: space.id }],
      [{ type: 'website', url: 'file:///etc/passwd' }, { space: space.id }],
      [{ type: 'website', url: 'not a url' }, { space: space.id }],
      [{ type: 'website', url: 'https://user:secret@example.com/' }, { space: space.id }],
      [{ type: 'website' }, { space: space.id }],
      [{ type: 'git', url: 'https://example.com/' }, { space: space.id }],
      [{ type: 'file', files: [] }, { space: space.id }],
      [{ type: 'website', url: 'https://example.com/' }, {}],
    ] as const) {
      const body = await expectFailure(startRun(org, source, target), 400);
      expect(body.error.message).not.toContain('secret');
    }
    const missingTarget = await sendRaw(stack, 'POST', `/org/${org.organizationId}/imports`, { token: org.token, body: JSON.stringify({ source: { type: 'website', url: 'https://example.com/' } }) });
    expect(expectRawError(missingTarget, 400)).toMatch(/^target: /);
  });

  it('404 for an unknown space, change request, page or file, and for another organization’s space', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const space = await createSpace(org, 'Docs');
    const theirs = await createSpace(other, 'Theirs');
    const website = { type: 'website', url: site.url('/') };
    await expectFailure(startRun(org, website, { space: absentId() }), 404, 'Space not found');
    await expectFailure(startRun(org, website, { space: theirs.id }), 404, 'Space not found');
    await expectFailure(startRun(org, website, { space: space.id, changeRequest: absentId() }), 404, 'Change request not found');
    await expectFailure(startRun(org, website, { space: space.id, page: absentId() }), 404, 'Page not found');
    await expectFailure(startRun(org, { type: 'file', files: [absentId()] }, { space: space.id }), 404, /^File not found/);
    // An organization the caller is not in.
    await expectFailure(other.gitbook.org.startImportRun(org.organizationId, { source: website, target: { space: space.id } } as never), 404);
    // A reader may not import.
    const reader = await addMember(stack, org, 'read');
    await expectFailure(reader.gitbook.org.startImportRun(org.organizationId, { source: website, target: { space: space.id } } as never), 403);
  });

  it('imports a local website into the space: pages from its paths, tables, code, task lists and images', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const started = await expectOk('startImportRun', 201, startRun(org, { type: 'website', url: site.url('/') }, { space: space.id }));
    expect(started).toMatchObject({ id: expect.any(String), status: 'pending', pages: [] });

    const run = await waitForRun(org, started.id, finished);
    expect(run).toMatchObject({ status: 'completed', startedAt: expect.any(String), completedAt: expect.any(String) });
    expect(run.pages.map((page: Json) => page.sourceURL)).toEqual([site.url('/'), site.url('/guide/'), site.url('/guide/tables')]);
    expect(run.skippedPages).toEqual([{ sourceURL: site.url('/private/x'), code: 'ROBOTS_DISALLOWED', message: expect.any(String) }]);

    const { pages } = await expectOk('listPages', 200, org.gitbook.spaces.listPages(space.id));
    expect(pages.map((page: Json) => [page.title, (page.pages ?? []).map((child: Json) => child.title)])).toEqual([
      ['Welcome', []],
      ['Guide', ['Tables']],
    ]);
    const byTitle = (title: string) => run.pages[['Welcome', 'Guide', 'Tables'].indexOf(title)].id as string;
    const tables = await expectOk('getPageById', 200, org.gitbook.spaces.getPageById(space.id, byTitle('Tables'), { format: 'markdown' }));
    expect((tables as Json).markdown).toContain('| A | B |');
    expect((tables as Json).markdown).toMatch(/- \[x\] done/);
    const guide = await expectOk('getPageById', 200, org.gitbook.spaces.getPageById(space.id, byTitle('Guide'), { format: 'markdown' }));
    expect((guide as Json).markdown).toContain('```sh\nnpm start\n```');
    const files = await expectOk('listFiles', 200, org.gitbook.spaces.listFiles(space.id));
    expect(files.items.map((file: Json) => [file.name, file.contentType, file.size])).toEqual([['logo.png', 'image/png', TEST_PNG.length]]);

    // Finished: it cannot be cancelled.
    await expectFailure(org.gitbook.org.cancelImportRun(org.organizationId, run.id), 400, 'The import run has already finished (completed)');
  });

  it('an address the egress guard refuses: the run fails with EGRESS_REFUSED', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const started = await expectOk('startImportRun', 201, startRun(org, { type: 'website', url: 'http://169.254.169.254/latest/' }, { space: space.id }));
    const run = await waitForRun(org, started.id, finished);
    expect(run).toMatchObject({ status: 'failed', error: { code: 'EGRESS_REFUSED', message: expect.stringMatching(/refused/) }, pages: [] });
  });
});

describe('cancelImportRun', () => {
  it('cancels a running crawl within seconds and keeps the pages read; 400 once cancelled, 404 elsewhere', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Slow');
    const started = await expectOk('startImportRun', 201, startRun(org, { type: 'website', url: site.url('/slow/') }, { space: space.id }));
    await waitForRun(org, started.id, (run) => run.status === 'in-progress');
    const other = await newOrg();
    await expectFailure(other.gitbook.org.cancelImportRun(other.organizationId, started.id), 404);
    await expectFailure(org.gitbook.org.cancelImportRun(org.organizationId, absentId()), 404);

    const cancelled = await expectOk('cancelImportRun', 201, org.gitbook.org.cancelImportRun(org.organizationId, started.id));
    expect(cancelled).toMatchObject({ id: started.id, status: 'cancelled' });
    await expectFailure(org.gitbook.org.cancelImportRun(org.organizationId, started.id), 400, 'The import run is already cancelled');

    // The worker stops within seconds and records the pages it had read; the run stays cancelled.
    const requestsAtCancel = site.requests.length;
    const final = await waitForRun(org, started.id, (run) => run.pages.length > 0, 10_000);
    expect(final.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const slowRequestsAfter = site.requests.slice(requestsAtCancel).filter((request) => request.path.startsWith('/slow/'));
    expect(slowRequestsAfter.length).toBeLessThanOrEqual(4);
    const { pages } = await expectOk('listPages', 200, org.gitbook.spaces.listPages(space.id));
    expect(pages.map((page: Json) => page.id)).toEqual(expect.arrayContaining([final.pages[0].id]));
    expect(pages.length).toBeLessThan(31);
  });
});
