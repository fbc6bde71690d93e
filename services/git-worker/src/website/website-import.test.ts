import { contentV1 } from '@quire/proto';
import { createLogger } from '@quire/shared';
import { generatedSiteRoutes, startTestWebsite, TEST_PNG, testPage, type TestWebsite } from '@quire/testing';
import { ClientError, Status } from 'nice-grpc';
import { FakeImportContent } from '../../test/fake-import-content';
import { createEgress, EGRESS_DEFAULTS, type GuardedEgress } from '../egress/guard';
import { JobError, type JobContext } from '../jobs/job';
import { createWebsiteImportHandler, importIdempotencyKey } from './handler';
import { DEFAULT_WEBSITE_IMPORT_SETTINGS, type WebsiteImportSettings } from './settings';
import { encodeImportKey } from './urls';

// The website-import job against a small website this test serves on 127.0.0.1, through the
// real egress guard (allowed to reach it), with content faked in memory.

const { ContentImportRunStatus: RunStatus, ImportRunPageStatus: PageStatus, WriteTarget, WriteMode } = contentV1;

const logger = createLogger('website-import-test', 'silent');

/** Fast settings: no pacing, short timeouts, a small page cap in bytes. */
const SETTINGS: WebsiteImportSettings = {
  ...DEFAULT_WEBSITE_IMPORT_SETTINGS,
  requestIntervalMs: 0,
  pageTimeoutMs: 400,
  maxPageBytes: 32 * 1024,
  cancelPollMs: 50,
};

let openEgress: GuardedEgress[] = [];
const egressAllowing = (allow: string[]) => {
  const egress = createEgress({ allow, ...EGRESS_DEFAULTS, logger });
  openEgress.push(egress);
  return egress;
};

afterEach(async () => {
  await Promise.all(openEgress.map((egress) => egress.close()));
  openEgress = [];
});

function jobContext(content: FakeImportContent, { egress = egressAllowing(['127.0.0.1']), finalAttempt = true, signal = new AbortController().signal } = {}): JobContext {
  return {
    jobId: content.job.id,
    organizationId: content.job.organizationId,
    spaceId: content.job.spaceId,
    attempt: 1,
    finalAttempt,
    signal,
    logger,
    egress,
    content: content.clients(),
    heartbeat: () => undefined,
  };
}

const eventOf = (content: FakeImportContent) => ({ jobId: content.job.id, kind: 'website-import' as const, organizationId: content.job.organizationId, spaceId: content.job.spaceId });

const run = (content: FakeImportContent, settings: WebsiteImportSettings = SETTINGS, context = jobContext(content)) => createWebsiteImportHandler(settings)(eventOf(content), context);

const pageHref = (site: TestWebsite, path: string, fragment = '') => `quire-import:page/${encodeImportKey(site.url(path))}${fragment}`;

function recordOf(content: FakeImportContent, site: TestWebsite, path: string) {
  const record = content.records.get(site.url(path));
  return record && { status: PageStatus[record.status], code: record.errorCode };
}

describe('website import: the crawl', () => {
  let site: TestWebsite;

  beforeAll(async () => {
    site = await startTestWebsite();
    const nav = ['/', '/guide/', '/guide/install', '/guide/reference/tables', '/private/secret', 'https://elsewhere.example/page', '/loop-a', '/big', '/slow', '/moved', '/guide/install-copy', '/manual.pdf']
      .map((href) => `<a href="${href}">${href}</a>`)
      .join(' ');
    const routes = {
      '/robots.txt': { contentType: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
      '/': {
        body: testPage({
          title: 'Home',
          nav,
          main: `<h1>Welcome</h1><p>Start with <a href="/guide/install#step-2">the second step</a>, the <a href="/moved">moved guide</a>,
            the <a href="/slow">slow page</a>, the <a href="/private/secret">secret</a> or <a href="https://elsewhere.example/page">elsewhere</a>.</p>
            <p><img src="/img/logo.png" alt="Logo"> <img src="/img/missing.png" alt="Missing"></p>`,
        }),
      },
      '/guide/': { body: testPage({ title: 'Guide', main: '<h1>Guide</h1><p>See <a href="install">Install</a> and <a href="reference/tables">Tables</a>.</p>' }) },
      '/guide/install': {
        body: testPage({
          title: 'Install',
          main: `<h1>Install</h1><h2 id="step-2">Step 2</h2><pre><code class="language-sh">npm install quire</code></pre>
            <ul><li><input type="checkbox" checked> Download</li><li><input type="checkbox"> Configure</li></ul>`,
        }),
      },
      '/guide/reference/tables': {
        body: testPage({ title: 'Tables', main: '<h1>Tables</h1><table><tr><th>Option</th><th>Default</th></tr><tr><td>depth</td><td>5</td></tr></table>' }),
      },
      '/guide/install-copy': { body: testPage({ title: 'Copy', head: '<link rel="canonical" href="/guide/install">', main: '<h1>Install</h1><p>Copy</p>' }) },
      '/private/secret': { body: testPage({ title: 'Secret', main: '<h1>Secret</h1>' }) },
      '/loop-a': { location: '/loop-b' },
      '/loop-b': { location: '/loop-a' },
      '/big': { body: testPage({ title: 'Big', main: `<h1>Big</h1><p>${'x'.repeat(64 * 1024)}</p>` }) },
      '/slow': { delayMs: 3000, body: testPage({ title: 'Slow', main: '<h1>Slow</h1>' }) },
      '/moved': { status: 301, location: '/guide/' },
      '/img/logo.png': { contentType: 'image/png', body: TEST_PNG },
    };
    for (const [path, route] of Object.entries(routes)) site.route(path, route);
  });

  afterAll(() => site.close());

  it('imports the same-origin pages robots.txt allows, as a tree from their paths, with tables, code, task lists and images', async () => {
    const content = new FakeImportContent({ websiteUrl: site.url('/') });
    await run(content);

    expect(content.writes).toHaveLength(1);
    const [write] = content.writes;
    expect(write).toMatchObject({
      organizationId: content.job.organizationId,
      spaceId: content.job.spaceId,
      idempotencyKey: importIdempotencyKey(content.job.id),
      target: WriteTarget.WRITE_TARGET_MAIN,
      changeRequestId: '',
      mode: WriteMode.WRITE_MODE_APPEND,
      parentPageId: '',
      actingUserId: content.job.actingUserId,
    });
    // Parents before children; the start page first at the top level.
    expect(write.pages.map((page) => [page.key.slice(site.origin.length), page.parentKey.slice(site.origin.length), page.title, page.slug])).toEqual([
      ['/', '', 'Welcome', ''],
      ['/guide/', '', 'Guide', 'guide'],
      ['/guide/install', '/guide/', 'Install', 'install'],
      ['/guide/reference/tables', '/guide/', 'Tables', 'tables'],
    ]);
    const markdown = Object.fromEntries(write.pages.map((page) => [page.key.slice(site.origin.length), page.markdown]));
    // Links to imported pages (through a redirect too) are page references; others keep their URL.
    expect(markdown['/']).toContain(`[the second step](${pageHref(site, '/guide/install', '#step-2')})`);
    expect(markdown['/']).toContain(`[moved guide](${pageHref(site, '/guide/')})`);
    expect(markdown['/']).toContain(`[slow page](${site.url('/slow')})`);
    expect(markdown['/']).toContain(`[secret](${site.url('/private/secret')})`);
    expect(markdown['/']).toContain('[elsewhere](https://elsewhere.example/page)');
    // The image is a file of the space; a missing one keeps its URL.
    expect(markdown['/']).toContain(`![Logo](quire-import:file/${encodeImportKey(site.url('/img/logo.png'))})`);
    expect(markdown['/']).toContain(`![Missing](${site.url('/img/missing.png')})`);
    expect(write.files).toEqual([{ key: site.url('/img/logo.png'), name: 'logo.png', contentType: 'image/png', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: TEST_PNG.length, git: undefined }]);
    expect(content.blobs.get(write.files[0].sha256)).toEqual(TEST_PNG);
    expect(markdown['/guide/install']).toBe('## Step 2\n\n```sh\nnpm install quire\n```\n\n- [x] Download\n- [ ] Configure');
    expect(markdown['/guide/reference/tables']).toBe('| Option | Default |\n| --- | --- |\n| depth | 5 |');
    expect(markdown['/guide/']).toBe(`See [Install](${pageHref(site, '/guide/install')}) and [Tables](${pageHref(site, '/guide/reference/tables')}).`);
    // Site furniture is not content.
    for (const text of Object.values(markdown)) expect(text).not.toMatch(/Site banner|Copyright footer|Test Docs/);

    // Each page's outcome is recorded: imported with its page id, or why not.
    expect(content.progress.map((report) => RunStatus[report.status])).toEqual(['CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS', 'CONTENT_IMPORT_RUN_STATUS_COMPLETED']);
    expect(recordOf(content, site, '/guide/install')).toEqual({ status: 'IMPORT_RUN_PAGE_STATUS_IMPORTED', code: '' });
    expect(recordOf(content, site, '/private/secret')).toEqual({ status: 'IMPORT_RUN_PAGE_STATUS_SKIPPED', code: 'ROBOTS_DISALLOWED' });
    expect(recordOf(content, site, '/loop-a')).toEqual({ status: 'IMPORT_RUN_PAGE_STATUS_FAILED', code: 'TOO_MANY_REDIRECTS' });
    expect(content.records.get(site.url('/loop-a'))!.errorMessage).toMatch(/^redirect loop: .*\/loop-a → .*\/loop-b → .*\/loop-a$/);
    expect(recordOf(content, site, '/big')).toEqual({ status: 'IMPORT_RUN_PAGE_STATUS_FAILED', code: 'TOO_LARGE' });
    expect(recordOf(content, site, '/slow')).toEqual({ status: 'IMPORT_RUN_PAGE_STATUS_FAILED', code: 'FETCH_TIMEOUT' });
    expect(recordOf(content, site, '/guide/install-copy')).toEqual({ status: 'IMPORT_RUN_PAGE_STATUS_SKIPPED', code: 'CANONICAL_DUPLICATE' });
    // A redirect is not a page of its own; off-origin links and downloads are never fetched.
    expect(content.records.has(site.url('/moved'))).toBe(false);
    expect([...content.records.keys()].every((key) => key.startsWith(site.origin))).toBe(true);
    expect(content.records.size).toBe(4 + 5);
    const imported = [...content.records.values()].filter((record) => record.status === PageStatus.IMPORT_RUN_PAGE_STATUS_IMPORTED);
    expect(imported.map((record) => record.pageId)).toEqual(write.pages.map(() => expect.any(String)));

    expect(site.requestedPaths()).not.toContain('/private/secret');
    expect(site.requestedPaths()).not.toContain('/manual.pdf');
    expect(site.requests.every((request) => request.userAgent === 'QuireImporter')).toBe(true);
  });

  it('follows at most maxDepth links and reads at most maxPages URLs, fetching at most `concurrency` at a time', async () => {
    const generated = await startTestWebsite(generatedSiteRoutes(30, { perSection: 10 }));
    try {
      const shallow = new FakeImportContent({ websiteUrl: generated.url('/') });
      await run(shallow, { ...SETTINGS, maxDepth: 0 });
      expect(shallow.writes[0].pages.map((page) => page.key)).toEqual([generated.url('/')]);

      const capped = new FakeImportContent({ websiteUrl: generated.url('/') });
      await run(capped, { ...SETTINGS, maxPages: 7, concurrency: 3 });
      expect(capped.writes[0].pages).toHaveLength(7);
      const requested = generated.requestedPaths().filter((path) => path !== '/robots.txt');
      expect(requested.length).toBeLessThanOrEqual(1 + 7);
      expect(generated.maxInFlight()).toBeLessThanOrEqual(3);

      // Pacing: request starts to one host at least requestIntervalMs apart.
      const paced = await startTestWebsite(generatedSiteRoutes(4));
      try {
        await run(new FakeImportContent({ websiteUrl: paced.url('/') }), { ...SETTINGS, concurrency: 4, requestIntervalMs: 100 });
        const starts = paced.requests.map((request) => request.at);
        for (let index = 1; index < starts.length; index++) expect(starts[index] - starts[index - 1]).toBeGreaterThanOrEqual(90);
      } finally {
        await paced.close();
      }
    } finally {
      await generated.close();
    }
  });

  it('a cancel stops the crawl within about a second, and the pages read are written and recorded; the run stays cancelled', async () => {
    const slowSite = await startTestWebsite(generatedSiteRoutes(40));
    for (const request of Object.keys(generatedSiteRoutes(40))) if (request !== '/robots.txt') slowSite.route(request, { ...generatedSiteRoutes(40)[request], delayMs: 150 });
    try {
      const content = new FakeImportContent({ websiteUrl: slowSite.url('/') });
      const running = run(content, { ...SETTINGS, pageTimeoutMs: 5000 });
      while (slowSite.requests.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
      content.cancel();
      const cancelledAt = Date.now();
      await running;
      expect(Date.now() - cancelledAt).toBeLessThan(1500);
      const requestsAtEnd = slowSite.requests.length;
      expect(requestsAtEnd).toBeLessThan(40);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(slowSite.requests.length).toBe(requestsAtEnd);

      expect(content.writes).toHaveLength(1);
      const written = content.writes[0].pages.length;
      expect(written).toBeGreaterThanOrEqual(1);
      expect([...content.records.values()].filter((record) => record.status === PageStatus.IMPORT_RUN_PAGE_STATUS_IMPORTED)).toHaveLength(written);
      expect(content.job.status).toBe(RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED);
    } finally {
      await slowSite.close();
    }
  });

  it('a run redone after a lost report writes nothing twice', async () => {
    const content = new FakeImportContent({ websiteUrl: site.url('/guide/') });
    content.failNext.set('recordImportRunProgress', new ClientError('/RecordImportRunProgress', Status.UNAVAILABLE, 'content is down'));
    // The first report (in progress) fails: not the last attempt, so the job is retried.
    await expect(run(content, SETTINGS, jobContext(content, { finalAttempt: false }))).rejects.toBeInstanceOf(ClientError);
    await run(content);
    const afterFirst = content.writes.length;
    // A third delivery of a completed run does nothing.
    await run(content);
    expect(content.writes).toHaveLength(afterFirst);
    expect(afterFirst).toBe(1);

    // A lost final report: the write is redone with the same key and answers the first write.
    const again = new FakeImportContent({ websiteUrl: site.url('/guide/') });
    let reports = 0;
    const fake = again.clients();
    const record = fake.importRuns.recordImportRunProgress;
    const clients = {
      ...fake,
      importRuns: {
        ...fake.importRuns,
        recordImportRunProgress: ((request: contentV1.RecordImportRunProgressRequest) => {
          reports += 1;
          if (reports === 2) return Promise.reject(new ClientError('/RecordImportRunProgress', Status.UNAVAILABLE, 'content is down'));
          return record(request);
        }) as typeof record,
      },
    };
    await expect(run(again, SETTINGS, { ...jobContext(again, { finalAttempt: false }), content: clients })).rejects.toBeInstanceOf(ClientError);
    await run(again, SETTINGS, { ...jobContext(again), content: clients });
    expect(again.writes).toHaveLength(1);
    // The pages recorded are those of the first write.
    const firstWrite = await clients.sources.writeRevision(again.writes[0]);
    expect([...again.records.values()].filter((record) => record.status === PageStatus.IMPORT_RUN_PAGE_STATUS_IMPORTED).map((record) => record.pageId).sort()).toEqual(
      Object.values(firstWrite.pageIds).sort(),
    );
    expect(again.job.status).toBe(RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED);
  });

  it('imports into a change request, under a page', async () => {
    const content = new FakeImportContent({ websiteUrl: site.url('/guide/install'), changeRequestId: 'cr1', pageId: 'page1' });
    await run(content, { ...SETTINGS, maxDepth: 0 });
    expect(content.writes[0]).toMatchObject({ target: WriteTarget.WRITE_TARGET_CHANGE_REQUEST, changeRequestId: 'cr1', parentPageId: 'page1' });
  });
});

describe('website import: failures of the run', () => {
  let site: TestWebsite;
  beforeAll(async () => {
    site = await startTestWebsite({
      '/robots.txt': { contentType: 'text/plain', body: 'User-agent: QuireImporter\nDisallow: /closed\n' },
      '/open': { body: testPage({ title: 'Open', main: '<h1>Open</h1>' }) },
      '/closed': { body: testPage({ title: 'Closed', main: '<h1>Closed</h1>' }) },
      '/broken-robots/robots.txt': { status: 500 },
      '/pdf': { contentType: 'application/pdf', body: '%PDF-1.4' },
    });
  });
  afterAll(() => site.close());

  const failureOf = async (content: FakeImportContent, promise: Promise<void>) => {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(JobError);
    expect((error as JobError).retryable).toBe(false);
    const last = content.progress[content.progress.length - 1];
    return { code: last.errorCode, message: last.errorMessage, status: RunStatus[last.status], writes: content.writes.length };
  };

  it('an address the egress guard refuses fails the run with EGRESS_REFUSED, without a request', async () => {
    const content = new FakeImportContent({ websiteUrl: site.url('/open') });
    const before = site.requests.length;
    const failure = await failureOf(content, run(content, SETTINGS, jobContext(content, { egress: egressAllowing([]) })));
    expect(failure).toMatchObject({ code: 'EGRESS_REFUSED', status: 'CONTENT_IMPORT_RUN_STATUS_FAILED', writes: 0 });
    expect(failure.message).toMatch(/refused/);
    expect(site.requests.length).toBe(before);
  });

  it('a start page robots.txt disallows, that does not exist or is not HTML fails the run with its reason', async () => {
    for (const [path, code] of [
      ['/closed', 'ROBOTS_DISALLOWED'],
      ['/nowhere', 'HTTP_ERROR'],
      ['/pdf', 'UNSUPPORTED_TYPE'],
    ] as const) {
      const content = new FakeImportContent({ websiteUrl: site.url(path) });
      expect(await failureOf(content, run(content))).toMatchObject({ code, status: 'CONTENT_IMPORT_RUN_STATUS_FAILED', writes: 0 });
    }
    expect(site.requestedPaths()).not.toContain('/closed');
  });

  it('a robots.txt the server fails to answer means nothing is crawled (RFC 9309)', async () => {
    const broken = await startTestWebsite({ '/robots.txt': { status: 503 }, '/': { body: testPage({ title: 'x', main: '<h1>x</h1>' }) } });
    try {
      const content = new FakeImportContent({ websiteUrl: broken.url('/') });
      expect(await failureOf(content, run(content))).toMatchObject({ code: 'ROBOTS_UNAVAILABLE', writes: 0 });
      expect(broken.requestedPaths()).toEqual(['/robots.txt']);
    } finally {
      await broken.close();
    }
  });

  it('a run cancelled before it starts, or already finished, is left alone', async () => {
    const content = new FakeImportContent({ websiteUrl: site.url('/open') });
    content.cancel();
    await run(content);
    expect(content.progress).toEqual([]);
    expect(content.writes).toEqual([]);
  });
});

describe('file import', () => {
  it('converts HTML, Markdown and text files of the target, links between them resolved, and records the others', async () => {
    const content = new FakeImportContent({ changeRequestId: 'cr1' });
    const guide = content.addFile(
      'guide.html',
      'text/html',
      testPage({ title: 'Guide', main: '<h1>The guide</h1><p>See <a href="notes.md">notes</a> and <a href="other.html#x">other</a>.</p><table><tr><td>a</td><td>b</td></tr></table><img src="local.png" alt="Local">' }),
    );
    const notes = content.addFile('notes.md', 'text/markdown', '# Release notes\n\nFirst *release*.\n');
    const text = content.addFile('readme.txt', 'text/plain', 'Plain *text*');
    const image = content.addFile('photo.png', 'image/png', TEST_PNG);
    const gone = { id: 'gone', name: 'gone.html', contentType: 'text/html', sha256: '', size: 0 };
    content.job.files.push(gone);

    await run(content);
    const [write] = content.writes;
    expect(write).toMatchObject({ target: WriteTarget.WRITE_TARGET_CHANGE_REQUEST, changeRequestId: 'cr1', files: [] });
    expect(write.pages.map((page) => [page.key, page.parentKey, page.title, page.slug])).toEqual([
      [guide.id, '', 'The guide', 'guide'],
      [notes.id, '', 'Release notes', 'notes'],
      [text.id, '', 'readme', 'readme'],
    ]);
    expect(write.pages[0].markdown).toBe(`See [notes](quire-import:page/${notes.id}) and [other](other.html#x).\n\n| a | b |\n| --- | --- |\n\n![Local](local.png)`);
    expect(write.pages[1].markdown).toBe('First *release*.');
    expect(write.pages[2].markdown).toBe('Plain \\*text\\*');
    expect(content.records.get(image.id)).toMatchObject({ status: PageStatus.IMPORT_RUN_PAGE_STATUS_SKIPPED, errorCode: 'UNSUPPORTED_TYPE' });
    expect(content.records.get(gone.id)).toMatchObject({ status: PageStatus.IMPORT_RUN_PAGE_STATUS_FAILED, errorCode: 'NOT_FOUND' });
    expect(content.records.get(guide.id)).toMatchObject({ status: PageStatus.IMPORT_RUN_PAGE_STATUS_IMPORTED, fileId: guide.id, sourceUrl: '' });
  });
});
