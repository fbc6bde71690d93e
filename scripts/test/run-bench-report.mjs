// Runs bench/report.mjs's createBenchReport in a process of its own for bench-report.test.ts
// (jest does not load ES modules), as bench.mjs does, over made-up groups. argv[2] `failing`:
// a measurement that throws in `content`, a group that throws in `search`, a group that never ran
// in `git`; otherwise every group succeeds. Prints what bench.mjs prints and exits with its code.
import { createBenchReport } from '../bench/report.mjs';

const failing = process.argv[2] === 'failing';
const report = createBenchReport({ log: (message) => console.log(`bench      | ${message}`) });
const measured = [];

await report.group('reads', ['gateway-bare-ratio'], async ({ step, target }) => {
  const gateway = await step('gateway GET /v1/spaces/{id}', async () => ({ requestsPerSecond: 600 }));
  const bare = await step('bare GET /v1/spaces/{id}', async () => ({ requestsPerSecond: 1000 }));
  target(`target gateway-bare-ratio: ${(gateway.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} (goal >= 0.5)`);
  return () => console.log('reads figures');
});

await report.group('content', ['create-change-request-p50-ms', 'list-pages-10k-p50-ms'], async ({ step, target }) => {
  const created = await step('create change request', async () => 12.5, { targets: ['create-change-request-p50-ms'] });
  if (created !== undefined) target(`target create-change-request-p50-ms: ${created} (goal <= 50)`);
  const listing = await step(
    'GET listPages, 10,000 pages',
    async () => {
      if (failing) throw new Error('GET listPages, 10,000 pages: 2 failed requests (non-2xx 2, errors 0)');
      return { p50: 120 };
    },
    { targets: ['list-pages-10k-p50-ms'] },
  );
  if (listing) target(`target list-pages-10k-p50-ms: ${listing.p50} (goal <= 300)`);
  // A measurement after the failed one still runs.
  const after = await step('GET getPageById format=markdown', async () => ({ p50: 3 }));
  measured.push(after ? 'getPageById measured' : 'getPageById lost');
  return () => console.log(`content figures: ${measured.join(', ')}`);
});

await report.group('search', ['search-p95-ms'], async ({ target }) => {
  if (failing) throw new Error('the index was not built');
  target('target search-p95-ms: 9.1 (goal <= 30)');
  return () => console.log('search figures');
});

if (failing) report.skipped('git', ['git-import-1000-files-s'], 'no organization to measure with: UNAVAILABLE');
else await report.group('git', ['git-import-1000-files-s'], async ({ target }) => target('target git-import-1000-files-s: 4.2 (goal <= 10)'));

process.exit(report.print());
