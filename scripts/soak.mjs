#!/usr/bin/env node
// `npm run soak -- --minutes N` (default 10): a mixed workload at 32 connections for N minutes
// against a stack of its own (its own ports and databases, quire_soak_*, recreated each run),
// reporting every minute the requests, errors, p50/p99 latency and each process's RSS (VmRSS,
// sampled every 10 s; a minute's figure is the median of its samples). It ends with
// `soak: <n> minutes, <n> errors, RSS growth <n>%`, the growth being the largest over the six
// processes of (RSS of the last minute − RSS of minute 2) ÷ RSS of minute 2, and exits 1
// unless there were no errors and that growth is under 10 %. See docs/performance.md "Soak".
//
// `--cache-mb N` (default 16, the smallest CONTENT_CACHE_MB): content's cache budget. A soak
// looks for memory that grows without a bound; the caches' bound is configuration. At this
// workload the default 64 MiB takes about 40 minutes to fill, so a 10-minute run would measure
// the caches approaching their bound; at 16 they reach it within the run, and what grows after
// that is not theirs. `--cache-mb 64` measures the default.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GitBookAPI } from '@gitbook/api';
import pg from 'pg';
import { createChannel, createClient } from 'nice-grpc';
import proto from '@quire/proto';
import { ensureNats, ensurePostgres } from './lib/infra.mjs';
import { logLine, startedProcesses, stopAll } from './lib/processes.mjs';
import { GRPC_SERVICES, ROOT, startStack } from './lib/stack.mjs';
import { RequestLog, RssSampler, cacheFillOf, heapUsedOf, megabytes, rssGrowth, scrapeMetrics } from './soak/stats.mjs';
import { runConnection, scenarioMix, seedSpaces } from './soak/workload.mjs';

const CONNECTIONS = 32;
const SAMPLES_PER_MINUTE = 6;
/** The minute whose RSS is the baseline: the first two are start-up, JIT and caches filling. */
const BASELINE_MINUTE = 2;
const GROWTH_LIMIT = 0.1;
/** How many failures are printed in full as they happen (all are counted). */
const PRINTED_ERRORS = 20;
const PORTS = { identity: 53051, content: 53052, sites: 53053, insights: 53054, 'git-worker': 53055, runtime: 53056, gateway: 18280 };
const METRICS_PORTS = { identity: 19661, content: 19662, sites: 19663, insights: 19664, 'git-worker': 19665, runtime: 19667, gateway: 19666 };
const SOAK_DATABASE = 'quire_soak';

const log = (message) => logLine('soak', message);

function parseOptions(argv) {
  const { values } = parseArgs({ args: argv, options: { minutes: { type: 'string', default: '10' }, 'cache-mb': { type: 'string', default: '16' } } });
  const minutes = Number(values.minutes);
  if (!Number.isInteger(minutes) || minutes <= BASELINE_MINUTE) {
    throw new Error(`--minutes must be a whole number above ${BASELINE_MINUTE} (the RSS growth is measured from minute ${BASELINE_MINUTE}); got "${values.minutes}"`);
  }
  // Content validates CONTENT_CACHE_MB itself: a bad value stops it at start-up with the reason.
  return { minutes, cacheMb: values['cache-mb'] };
}

function withDatabase(url, name) {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** Each run starts from empty databases, so that nothing of an earlier run weighs on this one. */
async function dropSoakDatabases(serverUrl) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    for (const { name } of GRPC_SERVICES) {
      await client.query(`DROP DATABASE IF EXISTS "${SOAK_DATABASE}_${name.replace(/-/g, '_')}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/** A process that exited during the run makes every later figure meaningless. */
function assertAllRunning() {
  const gone = startedProcesses().filter((child) => child.describeExit());
  if (gone.length > 0) throw new Error(gone.map((child) => `${child.name} ${child.describeExit()}`).join(', '));
}

const rssColumns = (rss) =>
  Object.entries(rss)
    .map(([name, bytes]) => `${name} ${megabytes(bytes)}`)
    .join(', ');

/**
 * One scrape of every process's metrics (for the report; not judged): each one's V8 heap in use,
 * and how full content's caches are.
 */
async function readMemoryReport(metricsUrls) {
  const scraped = Object.fromEntries(await Promise.all(Object.entries(metricsUrls).map(async ([name, url]) => [name, await scrapeMetrics(url)])));
  const heapUsed = Object.fromEntries(Object.entries(scraped).map(([name, metrics]) => [name, heapUsedOf(metrics)]));
  return { heapUsed, cacheFill: cacheFillOf(scraped.content) };
}

async function main() {
  const { minutes, cacheMb } = parseOptions(process.argv.slice(2));
  const dataDir = path.join(ROOT, '.data');
  const postgres = await ensurePostgres({ env: process.env, dataDir, log });
  const nats = await ensureNats({ env: process.env, dataDir, log });
  await dropSoakDatabases(postgres.databaseUrl);

  const stack = await startStack({
    eventNamespace: 'soak',
    databaseUrl: withDatabase(postgres.databaseUrl, SOAK_DATABASE),
    natsUrl: nats.natsUrl,
    ports: PORTS,
    metricsPorts: METRICS_PORTS,
    // As a deployment runs, less the per-request info lines; the rate limit must not turn
    // the workload's own requests into 429s.
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', QUIRE_PUBLIC_URL: `http://127.0.0.1:${PORTS.gateway}` },
    serviceEnv: { content: { CONTENT_CACHE_MB: cacheMb } },
    log,
  });

  const channel = createChannel(stack.addresses.identity);
  const admin = createClient(proto.identityV1.AdminServiceDefinition, channel);
  const { organization, token } = await admin.createOrganization({ title: 'Soak', ownerEmail: 'soak@quire.local' });
  channel.close();

  const endpoint = stack.baseUrl.replace(/\/v1$/, '');
  const gitbook = new GitBookAPI({ endpoint, authToken: token });
  log(`seeding ${CONNECTIONS} spaces of 12 pages (one per connection)`);
  const spaces = await seedSpaces({ gitbook, baseUrl: stack.baseUrl, token, organizationId: organization.id, count: CONNECTIONS });
  log(`mix: ${scenarioMix().map(({ name, share }) => `${name} ${(share * 100).toFixed(0)}%`).join(', ')}`);

  const sampler = new RssSampler(Object.fromEntries(Object.entries(stack.processes).map(([name, child]) => [name, child.pid])));
  await sampler.sample();
  /** rss[minute] and heapUsed[minute]: { [process]: bytes }; minute 0 is one sample before the load. */
  const rss = [sampler.endMinute()];
  const heapUsed = [];
  /** cacheFill[minute]: content's bounded caches, { bytes, maxBytes } (CONTENT_CACHE_MB). */
  const cacheFill = [];
  ({ heapUsed: heapUsed[0], cacheFill: cacheFill[0] } = await readMemoryReport(stack.metricsUrls));
  log(`minute 0: RSS MB ${rssColumns(rss[0])}`);

  const requestLog = new RequestLog(minutes);
  let printedErrors = 0;
  const reportError = (operation, reason) => {
    printedErrors += 1;
    if (printedErrors <= PRINTED_ERRORS) log(`error: ${operation}: ${reason}`);
    if (printedErrors === PRINTED_ERRORS + 1) log('error: further errors are counted but not printed');
  };

  let stopping = false;
  log(`${CONNECTIONS} connections for ${minutes} minutes`);
  requestLog.start();
  const connections = Promise.all(
    Array.from({ length: CONNECTIONS }, (_, index) =>
      runConnection({
        index,
        spaces,
        gitbook,
        baseUrl: stack.baseUrl,
        token,
        organizationId: organization.id,
        requestLog,
        reportError,
        shouldStop: () => stopping,
      }),
    ),
  );

  const printMinute = (minute) => {
    const { count, errors, p50, p99 } = requestLog.minute(minute - 1);
    log(
      `minute ${minute}/${minutes}: ${count} requests (${(count / 60).toFixed(0)}/s), ${errors} errors, ` +
        `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms; RSS MB ${rssColumns(rss[minute])}`,
    );
  };
  for (let tick = 1; tick <= minutes * SAMPLES_PER_MINUTE; tick += 1) {
    const at = requestLog.startedAt + (tick * 60_000) / SAMPLES_PER_MINUTE;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    assertAllRunning();
    await sampler.sample();
    if (tick % SAMPLES_PER_MINUTE !== 0) continue;
    const minute = tick / SAMPLES_PER_MINUTE;
    // The last minute's samples are all taken under load, like the baseline's: the connections
    // stop only after it.
    if (minute === minutes) stopping = true;
    rss[minute] = sampler.endMinute();
    ({ heapUsed: heapUsed[minute], cacheFill: cacheFill[minute] } = await readMemoryReport(stack.metricsUrls));
    if (minute < minutes) printMinute(minute);
  }
  // What the connections had started before the deadline completes into the last minute.
  await connections;
  printMinute(minutes);
  assertAllRunning();
  await stopAll();

  const growth = rssGrowth(rss[BASELINE_MINUTE], rss[minutes]);
  console.log('');
  console.log(`${'operation'.padEnd(46)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const { operation, count, errors, p50, p99 } of requestLog.byOperation()) {
    console.log(`${operation.padEnd(46)} ${String(count).padStart(9)} ${String(errors).padStart(7)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}`);
  }
  console.log('');
  console.log(`${'process'.padEnd(12)} ${`RSS min ${BASELINE_MINUTE}`.padStart(10)} ${'RSS end'.padStart(10)} ${'growth'.padStart(8)} ${`heap min ${BASELINE_MINUTE}`.padStart(11)} ${'heap end'.padStart(10)}`);
  for (const [name, fraction] of Object.entries(growth.byProcess)) {
    console.log(
      `${name.padEnd(12)} ${`${megabytes(rss[BASELINE_MINUTE][name])} MB`.padStart(10)} ${`${megabytes(rss[minutes][name])} MB`.padStart(10)} ` +
        `${`${(fraction * 100).toFixed(1)}%`.padStart(8)} ${`${megabytes(heapUsed[BASELINE_MINUTE][name])} MB`.padStart(11)} ${`${megabytes(heapUsed[minutes][name])} MB`.padStart(10)}`,
    );
  }
  const fill = (minute) => (cacheFill[minute] ? `${megabytes(cacheFill[minute].bytes)} MB` : 'unknown');
  if (cacheFill[minutes]) {
    console.log(`content caches (estimated): ${fill(BASELINE_MINUTE)} at minute ${BASELINE_MINUTE}, ${fill(minutes)} at the end, of ${megabytes(cacheFill[minutes].maxBytes)} MB (CONTENT_CACHE_MB)`);
  }
  console.log(`${requestLog.requests} requests in ${minutes} minutes (${(requestLog.requests / (minutes * 60)).toFixed(0)}/s)`);
  console.log(`soak: ${minutes} minutes, ${requestLog.errors} errors, RSS growth ${(growth.max * 100).toFixed(1)}%`);
  return requestLog.errors === 0 && growth.max < GROWTH_LIMIT;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(130)));

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  async (error) => {
    log(`failed: ${error.message}`);
    await stopAll();
    process.exit(1);
  },
);
