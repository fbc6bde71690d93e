// `npm run bench -- git`: outside sources through the whole stack (gateway → content → outbox →
// NATS → git-worker → content). A generated repository of 1,000 files (900 pages, 100 images)
// is imported from a local Git server (`git http-backend` behind basic auth, the test server
// of @quire/testing) into a new space three times, each timed from the request to the space's
// revision carrying the commit; each imported space is then exported to an empty repository,
// timed from the request to the pushed commit recorded on the space's revision; last, a
// generated 200-page website served on 127.0.0.1 is crawled into a new space, timed from the
// request to the run's `completed`. The stack runs the git-worker with QUIRE_EGRESS_ALLOW=127.0.0.0/8
// (bench.mjs), so that it may reach these local servers.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const require = createRequire(import.meta.url);
const run = promisify(execFile);

const IMPORT_RUNS = Number(process.env.BENCH_GIT_RUNS || 3);
/** Longest wait for one import or export; past it the benchmark fails and says what it was waiting for. */
const GIT_TIMEOUT_MS = Number(process.env.BENCH_GIT_TIMEOUT_S || 120) * 1000;
/** The crawl is paced by the worker's politeness interval (200 pages × 250 ms by default). */
const CRAWL_TIMEOUT_MS = Number(process.env.BENCH_CRAWL_TIMEOUT_S || 300) * 1000;
const CRAWL_PAGES = 200;
const POLL_MS = 100;
/** The worker's default (services/git-worker/src/website/settings.ts); the stack inherits this process's environment. */
const CRAWL_INTERVAL_MS = Number(process.env.QUIRE_IMPORT_REQUEST_INTERVAL_MS || 250);


/** The repository of services/git-worker/src/git/import-benchmark.test.ts (900 pages in 30 groups, 100 images). */
const { generatedRepository, GENERATED_REPOSITORY } = require('@quire/testing');
const { pages: PAGES, groups: GROUPS, images: IMAGES } = GENERATED_REPOSITORY;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => (ms / 1000).toFixed(2);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Calls `probe` every POLL_MS until it answers something other than undefined. `failure()`
 * answers why waiting is pointless (a failed operation), which ends the wait at once.
 */
async function waitFor(what, probe, { timeoutMs, failure = async () => undefined }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = await failure();
    if (reason) throw new Error(`${what}: ${reason}`);
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nothing after ${timeoutMs / 1000} s (${(await failure.state?.()) ?? 'no state'})`);
    await sleep(POLL_MS);
  }
}

/** Pages of a revision's (or listPages') tree, by type. */
function countPages(pages, counts = {}) {
  for (const page of pages) {
    counts[page.type] = (counts[page.type] ?? 0) + 1;
    countPages(page.pages ?? [], counts);
  }
  return counts;
}

export async function runGitBench({ api, organizationId, contentDatabaseUrl, log }) {
  const { generatedSiteRoutes, startTestGitServer, startTestWebsite } = require('@quire/testing');
  const contentDb = new pg.Pool({ connectionString: contentDatabaseUrl, max: 2 });
  const server = await startTestGitServer({ username: 'bench' });
  const site = await startTestWebsite(generatedSiteRoutes(CRAWL_PAGES));
  const results = [];
  const targets = [];

  /** The space's latest Git operation ends the wait when it failed (the worker's error code and message). */
  const operationFailure = (spaceId) => {
    let last;
    const check = async () => {
      const { rows } = await contentDb.query(
        'SELECT status, error_code, error_message FROM git_operations WHERE space_id = $1 ORDER BY created_at DESC LIMIT 1',
        [spaceId],
      );
      last = rows[0];
      if (last?.status === 'failed' || last?.status === 'skipped') return `the operation ${last.status}: ${last.error_code} ${last.error_message ?? ''}`;
      return undefined;
    };
    check.state = () => (last ? `operation ${last.status}` : 'no operation recorded');
    return check;
  };

  /** The space's current revision once it carries `oid`. */
  const revisionOfCommit = async (spaceId, oid) => {
    const revision = await api('GET', `/spaces/${spaceId}/content`);
    return revision.git?.oid === oid ? revision : undefined;
  };

  try {
    log('git: building a repository of 1,000 files (900 pages, 100 images) on the local Git server');
    await server.createRepository('generated', { files: generatedRepository(), message: 'Generated documentation' });
    const head = await server.head('generated');

    // Import: a new space each time; no repoCacheID, so every import fetches the whole repository.
    const imported = [];
    for (let attempt = 1; attempt <= IMPORT_RUNS; attempt++) {
      const space = await api('POST', `/orgs/${organizationId}/spaces`, { title: `Git bench ${attempt}` });
      const started = performance.now();
      await api('POST', `/spaces/${space.id}/git/import`, { url: server.authenticatedUrl('generated'), ref: 'refs/heads/main' });
      const revision = await waitFor(`git import ${attempt}: the revision of commit ${head}`, () => revisionOfCommit(space.id, head), {
        timeoutMs: GIT_TIMEOUT_MS,
        failure: operationFailure(space.id),
      });
      const ms = performance.now() - started;
      const counts = countPages(revision.pages);
      if (counts.document !== PAGES || counts.group !== GROUPS || revision.files.length !== IMAGES) {
        throw new Error(
          `git import ${attempt}: expected ${PAGES} documents, ${GROUPS} groups and ${IMAGES} files, the revision has ${JSON.stringify(counts)} and ${revision.files.length} files`,
        );
      }
      log(`git import ${attempt}/${IMPORT_RUNS}: ${seconds(ms)} s (${counts.document} pages, ${counts.group} groups, ${revision.files.length} files)`);
      imported.push({ space, ms });
    }

    // Export: each imported space to an empty repository.
    const exports = [];
    for (const [index, { space }] of imported.entries()) {
      const name = `exported-${index + 1}`;
      await server.createRepository(name);
      const started = performance.now();
      await api('POST', `/spaces/${space.id}/git/export`, { url: server.authenticatedUrl(name), ref: 'refs/heads/main', commitMessage: 'Quire benchmark export' });
      const failure = operationFailure(space.id);
      const pushed = await waitFor(`git export ${index + 1}: the pushed commit`, () => server.head(name), { timeoutMs: GIT_TIMEOUT_MS, failure });
      await waitFor(`git export ${index + 1}: commit ${pushed} recorded on the space's revision`, () => revisionOfCommit(space.id, pushed), {
        timeoutMs: GIT_TIMEOUT_MS,
        failure,
      });
      const ms = performance.now() - started;
      const listing = (await run('git', ['-C', path.join(server.root, `${name}.git`), 'ls-tree', '-r', '--name-only', 'refs/heads/main'], { maxBuffer: 16 * 1024 * 1024 })).stdout
        .split('\n')
        .filter(Boolean);
      const markdown = listing.filter((file) => file.endsWith('.md')).length;
      const images = listing.filter((file) => file.endsWith('.png')).length;
      // Every page is a Markdown file, next to SUMMARY.md.
      if (markdown !== PAGES + 1 || images !== IMAGES) {
        throw new Error(`git export ${index + 1}: expected ${PAGES + 1} Markdown files and ${IMAGES} images, the pushed commit has ${markdown} and ${images}`);
      }
      log(`git export ${exports.length + 1}/${imported.length}: ${seconds(ms)} s (${listing.length} files pushed)`);
      exports.push(ms);
    }

    // Crawl of the local website.
    const space = await api('POST', `/orgs/${organizationId}/spaces`, { title: 'Crawl bench' });
    log(`website crawl: ${CRAWL_PAGES} pages, QUIRE_IMPORT_REQUEST_INTERVAL_MS ${CRAWL_INTERVAL_MS}`);
    const started = performance.now();
    const startedAt = Date.now();
    const importRun = await api('POST', `/org/${organizationId}/imports`, { source: { type: 'website', url: site.url('/') }, target: { space: space.id } });
    let lastStatus = importRun.status;
    const finished = await waitFor(
      `website crawl of ${CRAWL_PAGES} pages: the run's end`,
      async () => {
        const current = await api('GET', `/org/${organizationId}/imports/${importRun.id}`);
        lastStatus = current.status;
        return current.status === 'completed' ? current : undefined;
      },
      {
        timeoutMs: CRAWL_TIMEOUT_MS,
        failure: Object.assign(async () => (lastStatus === 'failed' || lastStatus === 'cancelled' ? `the run is ${lastStatus}` : undefined), {
          state: () => `run ${lastStatus}`,
        }),
      },
    );
    const crawlMs = performance.now() - started;
    const crawled = await api('GET', `/spaces/${space.id}/content`);
    const crawledPages = countPages(crawled.pages);
    const totalPages = Object.values(crawledPages).reduce((sum, n) => sum + n, 0);
    if (finished.pages.length !== CRAWL_PAGES || (finished.skippedPages ?? []).length !== 0 || totalPages !== CRAWL_PAGES) {
      throw new Error(
        `website crawl: expected ${CRAWL_PAGES} pages imported and none skipped; the run has ${finished.pages.length} (skipped: ${JSON.stringify(finished.skippedPages)}), the space ${totalPages}`,
      );
    }
    const siteRequests = site.requests.filter((request) => request.at >= startedAt);
    const lastRequestMs = Math.max(...siteRequests.map((request) => request.at)) - startedAt;
    log(`website crawl: ${seconds(crawlMs)} s, ${finished.pages.length} pages, ${siteRequests.length} requests to the site`);

    for (const [index, { ms }] of imported.entries()) results.push({ title: `git import 1,000 files, run ${index + 1} (s)`, value: seconds(ms) });
    results.push({ title: 'git import 1,000 files, median (s)', value: seconds(median(imported.map(({ ms }) => ms))) });
    for (const [index, ms] of exports.entries()) results.push({ title: `git export 1,000 files, run ${index + 1} (s)`, value: seconds(ms) });
    results.push({ title: 'git export 1,000 files, median (s)', value: seconds(median(exports)) });
    results.push({ title: `website crawl, ${CRAWL_PAGES} pages (s)`, value: seconds(crawlMs) });
    results.push({ title: 'website crawl, last request to the site (s)', value: seconds(lastRequestMs) });
    results.push({ title: 'website crawl, pages imported', value: String(finished.pages.length) });

    targets.push(`target git-import-1000-files-s: ${seconds(median(imported.map(({ ms }) => ms)))} (goal <= 10)`);
    targets.push(`git-export-1000-files-s: ${seconds(median(exports))}`);
    targets.push(
      `website-crawl-200-pages-s: ${seconds(crawlMs)} (${finished.pages.length} pages; QUIRE_IMPORT_REQUEST_INTERVAL_MS=${CRAWL_INTERVAL_MS}${process.env.QUIRE_IMPORT_REQUEST_INTERVAL_MS ? '' : ', the default'})`,
    );
    return { results, targets };
  } finally {
    await Promise.all([server.stop(), site.close(), contentDb.end()]);
  }
}
