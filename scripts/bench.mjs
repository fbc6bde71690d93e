#!/usr/bin/env node
// `npm run bench`: throughput and latency of reads through the whole stack (gateway -> gRPC ->
// PostgreSQL), next to a bare Node server answering the same space from PostgreSQL with one
// query. Runs its own stack on its own ports and databases (quire_bench_*, recreated each run)
// and stops it at the end. Results go into docs/performance.md by hand.
// A failed measurement or group is logged by name and the run goes on (bench/report.mjs): at
// the end every group prints its figures and its target lines, a failed target as
// `target <name>: FAILED (<reason>)`, and the exit code is 1 when anything failed.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createChannel, createClient } from 'nice-grpc';
import proto from '@quire/proto';
import shared from '@quire/shared';
import { ensureNats, ensurePostgres } from './lib/infra.mjs';
import { waitForHttp } from './lib/net.mjs';
import { logLine, startedProcesses, startProcess, stopAll } from './lib/processes.mjs';
import { GRPC_SERVICES, ROOT, startStack } from './lib/stack.mjs';
import { contentCases, contentTargets, runContentBench, seedSpace } from './bench/content.mjs';
import { runOrgSearchBench } from './bench/org-search.mjs';
import { runSearchBench } from './bench/search.mjs';
import { runInsightsBench } from './bench/insights.mjs';
import { runGitBench } from './bench/git.mjs';
import { runDeepPagesBench } from './bench/deep-pages.mjs';
import { runPeopleBench } from './bench/people.mjs';
import { runReaderBench } from './bench/reader.mjs';
import { measureIdleRss } from './bench/idle-rss.mjs';
import { runEdgeBench } from './bench/edge.mjs';
import { runRuntimeBench } from './bench/runtime.mjs';
import { cpuPerRequest, cpuSnapshot, formatCpu } from './bench/cpu.mjs';
import { createBenchReport } from './bench/report.mjs';
import { operateTargets, runOperateBench } from './bench/operate.mjs';

// `npm run bench` runs every group; `npm run bench -- content` (or `reads`) one of them.
// idle-rss measures first (the stack at rest, before any load); deep-pages last (its 600,000
// seeded rows would otherwise be part of every other group's databases).
// operate (backup, restore, GitBook import) runs last: its archive holds whatever the groups before it wrote.
const GROUPS = ['idle-rss', 'reads', 'content', 'search', 'insights', 'git', 'people', 'deep-pages', 'reader', 'runtime', 'operate'];
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
for (const group of requested) if (!GROUPS.includes(group)) throw new Error(`unknown bench group "${group}" (groups: ${GROUPS.join(', ')})`);
const runs = (group) => requested.length === 0 || requested.includes(group);

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
// Every target, the bare server included, gets the same unmeasured warm-up first, so that the
// figures compare steady states rather than how long V8 takes to optimise each code path.
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const COLLECTIONS = 150;
// BENCH_ISOLATE=<n> (1..9) runs a second bench beside another on one machine: every port moves
// by n * 100, the databases are quire_bench<n>_* and the event namespace bench<n>.
const ISOLATE = /^[1-9]$/.test(process.env.BENCH_ISOLATE ?? '') ? Number(process.env.BENCH_ISOLATE) : 0;
const shifted = (ports) => Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + ISOLATE * 100]));
const PORTS = shifted({ identity: 51051, content: 51052, sites: 51053, insights: 51054, 'git-worker': 51055, runtime: 51056, reader: 18095, gateway: 18080 });
const BARE_PORT = 18090 + ISOLATE * 100;
// Metrics servers on, as in a deployment (their cost is part of what is measured), on ports of their own.
const METRICS_PORTS = shifted({ identity: 19461, content: 19462, sites: 19463, insights: 19464, 'git-worker': 19465, runtime: 19467, reader: 19466, gateway: 19460 });
const BENCH_DATABASE = ISOLATE ? `quire_bench${ISOLATE}` : 'quire_bench';
const EVENT_NAMESPACE = ISOLATE ? `bench${ISOLATE}` : 'bench';

const log = (message) => logLine('bench', message);

function withDatabase(url, name) {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** Each run starts from empty databases, so the numbers do not depend on earlier runs. */
async function dropBenchDatabases(serverUrl) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    for (const { name } of GRPC_SERVICES) {
      await client.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}_${name.replace(/-/g, '_')}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

async function api(baseUrl, token, method, pathname, body) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: HTTP ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function measure(title, url, headers = {}, { connections = CONNECTIONS } = {}) {
  if (WARMUP_S > 0) {
    log(`${title}: warming up for ${WARMUP_S} s`);
    await autocannon({ url, connections, duration: WARMUP_S, headers });
  }
  log(`${title}: ${connections} connections for ${DURATION_S} s`);
  const processes = startedProcesses().map(({ name, pid }) => ({ name, pid }));
  const before = cpuSnapshot(processes);
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  const cpu = cpuPerRequest(before, cpuSnapshot(processes), result.requests.total);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${title}: ${failed} failed requests (non-2xx ${result.non2xx}, errors ${result.errors})`);
  return { title, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, cpu };
}

/**
 * The same space read straight from content over gRPC, without the gateway: `calls` loops
 * like autocannon's connections, for the same time. Separates the gateway's cost from the
 * service's.
 */
async function measureGrpc(title, call) {
  if (WARMUP_S > 0) {
    log(`${title}: warming up for ${WARMUP_S} s`);
    const warmUntil = Date.now() + WARMUP_S * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => { while (Date.now() < warmUntil) await call(); }));
  }
  log(`${title}: ${CONNECTIONS} concurrent calls for ${DURATION_S} s`);
  const latencies = [];
  const endAt = Date.now() + DURATION_S * 1000;
  const loop = async () => {
    while (Date.now() < endAt) {
      const started = process.hrtime.bigint();
      await call();
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return { title, requestsPerSecond: latencies.length / DURATION_S, p50: at(0.5), p99: at(0.99), total: latencies.length };
}

/**
 * Every group, in the order they run, with the target lines it prints: a group that fails, or
 * whose measurement of a target fails, still prints that line, as `target <name>: FAILED (...)`.
 */
const GROUP_TARGETS = {
  'idle-rss': ['idle-rss-max-mb'],
  reads: ['gateway-bare-ratio', 'gateway-bare-p99-ratio'],
  content: contentTargets(),
  search: ['search-p95-ms', 'search-fresh-after-merge-ms'],
  insights: ['ingest-conversations-per-s', 'cluster-purity'],
  git: ['git-import-1000-files-s'],
  people: ['guest-space-list-p50-ms'],
  'deep-pages': ['deep-page-cost-ratio'],
  reader: ['reader-cold-page-p95-ms', 'reader-static-ratio', 'reader-rss-mb'],
  runtime: ['event-to-script-p95-ms', 'events-per-s', 'render-ui-p95-ms'],
  operate: operateTargets(),
};

const print = (results) => {
  console.log(`${'endpoint'.padEnd(50)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const r of results) {
    console.log(`${r.title.padEnd(50)} ${r.requestsPerSecond.toFixed(0).padStart(9)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}`);
  }
};
const printValues = (results, width = 9) => {
  for (const r of results) console.log(`${r.title.padEnd(50)} ${String(r.value).padStart(width)}`);
};

/** The groups: each `run(context, { step, target })` resolves to the function that prints its figures. */
const GROUP_RUNS = {
  async 'idle-rss'({ processes }, { target }) {
    const idle = await measureIdleRss({ processes, log });
    for (const line of idle.targets) target(line);
    return () => {
      console.log(`${'idle process'.padEnd(50)} ${'RSS MB'.padStart(9)} ${'peak MB'.padStart(9)} ${'anon MB'.padStart(9)} ${'file MB'.padStart(9)}`);
      for (const r of idle.results) {
        console.log(`${r.name.padEnd(50)} ${r.rss.toFixed(1).padStart(9)} ${r.hwm.toFixed(1).padStart(9)} ${r.anon.toFixed(1).padStart(9)} ${r.file.toFixed(1).padStart(9)}`);
      }
    };
  },

  async reads({ stack, databaseUrl, organization, user, tokenId, token }, { step, target }) {
    log(`creating ${COLLECTIONS} collections and a space`);
    for (let i = 1; i <= COLLECTIONS; i += 1) {
      await api(stack.baseUrl, token, 'POST', `/orgs/${organization.id}/collections`, { title: `Collection ${i}` });
    }
    const space = await api(stack.baseUrl, token, 'POST', `/orgs/${organization.id}/spaces`, { title: 'Benchmark space' });

    const ratios = { targets: ['gateway-bare-ratio', 'gateway-bare-p99-ratio'] };
    const auth = { authorization: `Bearer ${token}` };
    const gateway = await step('gateway GET /v1/spaces/{id}', () => measure('gateway GET /v1/spaces/{id}', `${stack.baseUrl}/spaces/${space.id}`, auth), ratios);
    const collections = await step('gateway GET /v1/orgs/{org}/collections?limit=100', () =>
      measure('gateway GET /v1/orgs/{org}/collections?limit=100', `${stack.baseUrl}/orgs/${organization.id}/collections?limit=100`, auth),
    );
    const bare = await step(
      'bare    GET /v1/spaces/{id}',
      async () => {
        const server = startProcess('bare', process.execPath, [path.join(ROOT, 'scripts', 'bench', 'bare-server.mjs')], {
          env: { ...process.env, DATABASE_URL: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`), PORT: String(BARE_PORT), QUIRE_PUBLIC_URL: `http://127.0.0.1:${PORTS.gateway}` },
        });
        try {
          await waitForHttp(`http://127.0.0.1:${BARE_PORT}/v1/spaces/${space.id}`, { abort: server.describeExit });
          return await measure('bare    GET /v1/spaces/{id}', `http://127.0.0.1:${BARE_PORT}/v1/spaces/${space.id}`);
        } finally {
          await server.stop();
        }
      },
      ratios,
    );
    const owner = { userId: user.id, tokenId, memberships: [{ organizationId: organization.id, role: 'admin' }], teamIds: [] };
    const grpc = await step('content gRPC GetSpace (no gateway)', async () => {
      const contentChannel = createChannel(stack.addresses.content);
      try {
        const content = createClient(proto.contentV1.SpaceServiceDefinition, contentChannel);
        const metadata = shared.principalMetadata(owner, 'bench');
        return await measureGrpc('content gRPC GetSpace (no gateway)', () => content.getSpace({ spaceId: space.id }, { metadata }));
      } finally {
        contentChannel.close();
      }
    });
    const edge = (await step('edge (stub services, express and node floors)', () => runEdgeBench({ measure, addresses: stack.addresses, token, spaceId: space.id, principal: owner, log }))) ?? [];
    if (gateway && bare) {
      target(`target gateway-bare-ratio: ${(gateway.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} (goal >= 0.5)`);
      target(`target gateway-bare-p99-ratio: ${(gateway.p99 / bare.p99).toFixed(2)} (goal <= 3)`);
    }
    return () => {
      const measured = [gateway, collections, bare, grpc, ...edge].filter(Boolean);
      print(measured);
      // CPU per request does not depend on how the two cores were shared during the run; req/s does.
      console.log('CPU per request (µs, by process; bench = the load generator):');
      for (const r of measured) if (r.cpu) console.log(`  ${r.title.padEnd(50)} ${formatCpu(r.cpu)}`);
      if (gateway && bare) console.log(`gateway/bare CPU per request ratio: ${(gateway.cpu.total / bare.cpu.total).toFixed(2)} (the throughput ratio's inverse on an idle machine)`);
      // For reading only: the same ratios without content (stub services), and express-gateway's own floor.
      if (edge.length >= 3 && bare) {
        console.log(`gateway (stub services)/bare throughput ratio: ${(edge[0].requestsPerSecond / bare.requestsPerSecond).toFixed(3)}`);
        console.log(`express-gateway floor/node floor throughput ratio: ${(edge[1].requestsPerSecond / edge[2].requestsPerSecond).toFixed(3)}`);
      }
    };
  },

  async content({ stack, databaseUrl, organization, token }, { step, target }) {
    const content = await runContentBench({
      api: (method, pathname, body) => api(stack.baseUrl, token, method, pathname, body),
      baseUrl: stack.baseUrl,
      token,
      organizationId: organization.id,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      // A 10,000-page listPages answer is tens of megabytes: fewer connections.
      measure: (title, url, headers) => measure(title, url, headers, { connections: title.includes('10,000') ? 2 : CONNECTIONS }),
      step,
      log,
    });
    for (const line of content.targets) target(line);
    const orgSearch = contentCases().includes('org-search') && await step(
      'org search',
      () =>
        runOrgSearchBench({
          api: (orgToken, method, pathname, body) => api(stack.baseUrl, orgToken, method, pathname, body),
          baseUrl: stack.baseUrl,
          identityGrpcAddress: stack.addresses.identity,
          contentGrpcAddress: stack.addresses.content,
          contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
          log,
        }),
      { targets: ['org-search-p95-ms'] },
    );
    if (orgSearch) target(orgSearch.target);
    return () => {
      printValues(content.results);
      print(content.reads.filter(Boolean));
      if (orgSearch) {
        const r = orgSearch.read;
        console.log(`${r.title.padEnd(50)} ${r.requestsPerSecond.toFixed(0).padStart(9)} p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
      }
    };
  },

  async search({ stack, databaseUrl, organization, token }, { target }) {
    const search = await runSearchBench({
      api: (method, pathname, body) => api(stack.baseUrl, token, method, pathname, body),
      baseUrl: stack.baseUrl,
      token,
      organizationId: organization.id,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      contentGrpcAddress: stack.addresses.content,
      log,
    });
    for (const line of search.targets) target(line);
    return () => {
      printValues(search.results);
      console.log(`${'search'.padEnd(50)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
      for (const r of search.reads) {
        console.log(`${r.title.padEnd(50)} ${r.requestsPerSecond.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`);
      }
    };
  },

  async insights({ stack, databaseUrl, organization, token }, { step, target }) {
    const insights = await runInsightsBench({
      baseUrl: stack.baseUrl,
      token,
      organizationId: organization.id,
      insightsDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_insights`),
      step,
      log,
    });
    for (const line of insights.targets) target(line);
    return () => printValues(insights.results, 13);
  },

  async runtime({ stack, natsUrl, organization, token }, { step, target }) {
    const space = await api(stack.baseUrl, token, 'POST', `/orgs/${organization.id}/spaces`, { title: 'Runtime benchmark space' });
    const bench = await runRuntimeBench({ baseUrl: stack.baseUrl, token, organizationId: organization.id, spaceId: space.id, natsUrl, eventNamespace: EVENT_NAMESPACE, step, log });
    for (const line of bench.targets) target(line);
    return () => printValues(bench.results, 15);
  },

  async git({ stack, databaseUrl, organization, token }, { target }) {
    const git = await runGitBench({
      api: (method, pathname, body) => api(stack.baseUrl, token, method, pathname, body),
      organizationId: organization.id,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      log,
    });
    for (const line of git.targets) target(line);
    return () => printValues(git.results);
  },

  async people({ stack, databaseUrl }, { target }) {
    const people = await runPeopleBench({
      baseUrl: stack.baseUrl,
      identityAddress: stack.addresses.identity,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      log,
    });
    for (const line of people.targets) target(line);
    return () => {
      for (const r of people.results) console.log(`${r.title.padEnd(60)} p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
    };
  },

  async 'deep-pages'({ stack, databaseUrl }, { target }) {
    const deep = await runDeepPagesBench({
      baseUrl: stack.baseUrl,
      identityAddress: stack.addresses.identity,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      identityDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_identity`),
      log,
    });
    for (const line of deep.targets) target(line);
    return () => {
      const ms = (value) => value.toFixed(1).padStart(7);
      console.log(`${'limit=100, ms p50/p95; ratio = p50 / page 1 p50'.padEnd(50)} ${'page 1'.padStart(15)} ${'page 500'.padStart(15)} ${'page 1,000'.padStart(15)} ${'ratio 500'.padStart(9)} ${'ratio 1,000'.padStart(11)}`);
      for (const r of deep.results) {
        const [middle, last] = r.deep;
        console.log(`${r.title.padEnd(50)} ${ms(r.first.p50)} ${ms(r.first.p95)} ${ms(middle.p50)} ${ms(middle.p95)} ${ms(last.p50)} ${ms(last.p95)} ${middle.ratio.toFixed(2).padStart(9)} ${last.ratio.toFixed(2).padStart(11)}`);
      }
    };
  },
  async operate({ stack, databaseUrl, natsUrl, organization, token }, { step, target }) {
    const operate = await runOperateBench(
      {
        stack,
        databaseUrl,
        natsUrl,
        eventNamespace: EVENT_NAMESPACE,
        organizationId: organization.id,
        token,
        api: (method, pathname, body) => api(stack.baseUrl, token, method, pathname, body),
        seedSpace,
        contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
        log,
      },
      { step },
    );
    for (const line of operate.targets) target(line);
    return () => printValues(operate.results);
  },
  async reader({ stack, databaseUrl, organization, token, processes }, { step, target }) {
    const reader = await runReaderBench({
      api: (method, pathname, body) => api(stack.baseUrl, token, method, pathname, body),
      organizationId: organization.id,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      readerUrl: `http://127.0.0.1:${PORTS.reader}`,
      readerPid: processes.find(({ name }) => name === 'reader').pid,
      barePort: BARE_PORT,
      measure,
      step,
      log,
    });
    for (const line of reader.targets) target(line);
    return () => {
      print(reader.results);
      if (reader.cold) console.log(`${'reader cold pages p50 / p95 ms'.padEnd(50)} ${reader.cold.p50.toFixed(1).padStart(9)} ${reader.cold.p95.toFixed(1).padStart(8)}`);
      console.log(`${'reader RSS MB after the runs'.padEnd(50)} ${reader.rss.toFixed(1).padStart(9)}`);
      console.log(`${'page bytes (HTML)'.padEnd(50)} ${String(reader.bytes).padStart(9)}`);
    };
  },
};

/** Starts the stack and runs each requested group through `report`; a failure to start fails every group. */
async function main(report) {
  const toRun = GROUPS.filter(runs);
  let context;
  try {
    const dataDir = path.join(ROOT, '.data');
    const postgres = await ensurePostgres({ env: process.env, dataDir, log });
    const nats = await ensureNats({ env: process.env, dataDir, log });
    await dropBenchDatabases(postgres.databaseUrl);
    const databaseUrl = withDatabase(postgres.databaseUrl, BENCH_DATABASE);

    const stack = await startStack({
      eventNamespace: EVENT_NAMESPACE,
      databaseUrl,
      natsUrl: nats.natsUrl,
      ports: PORTS,
      metricsPorts: METRICS_PORTS,
      // Per-request info lines would cost more than some requests; the limit must not cut the run short.
      env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', QUIRE_PUBLIC_URL: `http://127.0.0.1:${PORTS.gateway}` },
      // The git group: content seals Git URLs (no key: 412), and the worker reaches the Git server and website the bench runs on 127.0.0.1;
      // the runtime group's integration calls the benchmark's receiver on 127.0.0.1.
      serviceEnv: { content: { QUIRE_SECRETS_KEY: randomBytes(32).toString('base64') }, 'git-worker': { QUIRE_EGRESS_ALLOW: '127.0.0.0/8' }, runtime: { QUIRE_EGRESS_ALLOW: '127.0.0.0/8' } },
      log,
    });
    context = { stack, databaseUrl, natsUrl: nats.natsUrl, processes: startedProcesses().map(({ name, pid }) => ({ name, pid })) };
  } catch (error) {
    log(`the stack did not start: ${error.message}`);
    for (const group of toRun) report.skipped(group, GROUP_TARGETS[group], `the stack did not start: ${error.message}`);
    return;
  }

  // idle-rss measures the stack at rest, before the organization every other group uses.
  if (runs('idle-rss')) await report.group('idle-rss', GROUP_TARGETS['idle-rss'], (tools) => GROUP_RUNS['idle-rss'](context, tools));
  const rest = toRun.filter((group) => group !== 'idle-rss');
  if (rest.length === 0) return;
  try {
    const channel = createChannel(context.stack.addresses.identity);
    try {
      const admin = createClient(proto.identityV1.AdminServiceDefinition, channel);
      Object.assign(context, await admin.createOrganization({ title: 'Benchmark', ownerEmail: 'bench@quire.local' }));
    } finally {
      channel.close();
    }
  } catch (error) {
    log(`could not create the benchmark's organization: ${error.message}`);
    for (const group of rest) report.skipped(group, GROUP_TARGETS[group], `no organization to measure with: ${error.message}`);
    return;
  }
  for (const group of rest) await report.group(group, GROUP_TARGETS[group], (tools) => GROUP_RUNS[group](context, tools));
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(130)));

const report = createBenchReport({ log: (message) => log(message) });
await main(report);
await stopAll();
console.log('');
process.exit(report.print());
