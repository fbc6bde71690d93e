// `npm run bench -- reader`: published sites as visitors read them, on a site publishing a
// generated 10,000-page space (the content bench's generator, seeded through content's revision
// store). Measured against the reader's own port, which is where an ingress sends `/sites` in a
// deployment (deploy/k8s): the whole path of a page is the reader, sites and content over gRPC.
//   reader-static-ratio       req/s of a warm page / req/s of a bare Node server answering the same bytes from memory
//   reader-cold-page-p95-ms   first renders of pages nobody read yet, one at a time
//   reader-rss-mb             the reader's resident memory after the runs (its cache budget: READER_CACHE_MB)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { seedSpace } from './content.mjs';

const COLD_SAMPLES = Number(process.env.BENCH_READER_COLD_SAMPLES || 200);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** A bare Node server answering `body` with the reader's own headers, from memory: the floor. */
function startBareServer(port, answer) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export async function runReaderBench({ api, organizationId, contentDatabaseUrl, readerUrl, readerPid, barePort, measure, step = (title, fn) => fn(), log }) {
  const space = await api('POST', `/orgs/${organizationId}/spaces`, { title: 'Reader bench' });
  log('seeding a 10,000-page space');
  await seedSpace(contentDatabaseUrl, space.id, 10_000);
  const site = await api('POST', `/orgs/${organizationId}/sites`, { title: 'Reader bench', spaces: [space.id] });
  const published = await api('POST', `/orgs/${organizationId}/sites/${site.id}/publish`);
  const sitePath = new URL(published.urls.published).pathname;
  const llms = (await get(`${readerUrl}${sitePath}/llms.txt`)).body.toString('utf8');
  const pagePaths = [...llms.matchAll(/\]\(https?:\/\/[^/]+([^)]+)\.md\)/g)].map((match) => match[1]);
  if (pagePaths.length < 9000) throw new Error(`llms.txt lists ${pagePaths.length} pages, expected 10,000`);
  log(`the site lists ${pagePaths.length} pages`);

  const targets = [];
  const results = [];
  // Cold first: pages nobody has read, one request at a time (renders, not queueing).
  const cold = await step('reader cold pages', async () => {
    const stride = Math.floor(pagePaths.length / COLD_SAMPLES);
    const latencies = [];
    for (let i = 0; i < COLD_SAMPLES; i += 1) {
      const started = process.hrtime.bigint();
      const answer = await get(`${readerUrl}${pagePaths[i * stride + 7]}`);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (answer.status !== 200) throw new Error(`cold page answered ${answer.status}`);
    }
    return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
  }, { targets: ['reader-cold-page-p95-ms'] });
  if (cold) targets.push(`target reader-cold-page-p95-ms: ${cold.p95.toFixed(1)} (goal <= 150)`);

  const pageUrl = `${readerUrl}${pagePaths[1234]}`;
  const warm = await step('reader GET a warm page', () => measure('reader GET <page> (warm)', pageUrl), { targets: ['reader-static-ratio'] });
  const sample = await get(pageUrl);
  const headers = Object.fromEntries(Object.entries(sample.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));
  const bare = await step(
    'bare Node server, the same bytes',
    async () => {
      const server = await startBareServer(barePort, { headers, body: sample.body });
      try {
        return await measure('bare    GET <page> (same bytes)', `http://127.0.0.1:${barePort}/`);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
    { targets: ['reader-static-ratio'] },
  );
  if (warm && bare) targets.push(`target reader-static-ratio: ${(warm.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} (goal >= 0.5)`);
  for (const result of [warm, bare]) if (result) results.push(result);
  const rss = rssMb(readerPid);
  targets.push(`target reader-rss-mb: ${rss.toFixed(1)} (goal < 200)`);
  return { results, cold, rss, targets, pages: pagePaths.length, bytes: sample.body.length };
}
