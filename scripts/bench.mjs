#!/usr/bin/env node
// `npm run bench`: throughput and latency of reads through the whole stack (gateway -> gRPC ->
// PostgreSQL), next to a bare Node server answering the same space from PostgreSQL with one
// query. Runs its own stack on its own ports and databases (quire_bench_*, recreated each run)
// and stops it at the end. Results go into docs/performance.md by hand.
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
import { runContentBench } from './bench/content.mjs';
import { runSearchBench } from './bench/search.mjs';
import { runInsightsBench } from './bench/insights.mjs';
import { runGitBench } from './bench/git.mjs';
import { runDeepPagesBench } from './bench/deep-pages.mjs';
import { measureIdleRss } from './bench/idle-rss.mjs';
import { runEdgeBench } from './bench/edge.mjs';
import { cpuPerRequest, cpuSnapshot, formatCpu } from './bench/cpu.mjs';

// `npm run bench` runs every group; `npm run bench -- content` (or `reads`) one of them.
// idle-rss measures first (the stack at rest, before any load); deep-pages last (its 600,000
// seeded rows would otherwise be part of every other group's databases).
const GROUPS = ['idle-rss', 'reads', 'content', 'search', 'insights', 'git', 'deep-pages'];
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
for (const group of requested) if (!GROUPS.includes(group)) throw new Error(`unknown bench group "${group}" (groups: ${GROUPS.join(', ')})`);
const runs = (group) => requested.length === 0 || requested.includes(group);

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
// Every target, the bare server included, gets the same unmeasured warm-up first, so that the
// figures compare steady states rather than how long V8 takes to optimise each code path.
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const COLLECTIONS = 150;
const PORTS = { identity: 51051, content: 51052, sites: 51053, insights: 51054, 'git-worker': 51055, gateway: 18080 };
const BARE_PORT = 18090;
// Metrics servers on, as in a deployment (their cost is part of what is measured), on ports of their own.
const METRICS_PORTS = { identity: 19461, content: 19462, sites: 19463, insights: 19464, 'git-worker': 19465, gateway: 19460 };
const BENCH_DATABASE = 'quire_bench';

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

async function main() {
  const dataDir = path.join(ROOT, '.data');
  const postgres = await ensurePostgres({ env: process.env, dataDir, log });
  const nats = await ensureNats({ env: process.env, dataDir, log });
  await dropBenchDatabases(postgres.databaseUrl);
  const databaseUrl = withDatabase(postgres.databaseUrl, BENCH_DATABASE);

  const stack = await startStack({
    eventNamespace: 'bench',
    databaseUrl,
    natsUrl: nats.natsUrl,
    ports: PORTS,
    metricsPorts: METRICS_PORTS,
    // Per-request info lines would cost more than some requests; the limit must not cut the run short.
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', QUIRE_PUBLIC_URL: `http://127.0.0.1:${PORTS.gateway}` },
    // The git group: content seals Git URLs (no key: 412), and the worker reaches the Git server and website the bench runs on 127.0.0.1.
    serviceEnv: { content: { QUIRE_SECRETS_KEY: randomBytes(32).toString('base64') }, 'git-worker': { QUIRE_EGRESS_ALLOW: '127.0.0.0/8' } },
    log,
  });

  const output = [];
  if (runs('idle-rss')) {
    const idle = await measureIdleRss({ processes: startedProcesses().map(({ name, pid }) => ({ name, pid })), log });
    output.push(() => {
      console.log(`${'idle process'.padEnd(50)} ${'RSS MB'.padStart(9)} ${'peak MB'.padStart(9)} ${'anon MB'.padStart(9)} ${'file MB'.padStart(9)}`);
      for (const r of idle.results) {
        console.log(`${r.name.padEnd(50)} ${r.rss.toFixed(1).padStart(9)} ${r.hwm.toFixed(1).padStart(9)} ${r.anon.toFixed(1).padStart(9)} ${r.file.toFixed(1).padStart(9)}`);
      }
      for (const line of idle.targets) console.log(line);
    });
  }

  const channel = createChannel(stack.addresses.identity);
  const admin = createClient(proto.identityV1.AdminServiceDefinition, channel);
  const { organization, user, tokenId, token } = await admin.createOrganization({ title: 'Benchmark', ownerEmail: 'bench@quire.local' });
  channel.close();

  const print = (results) => {
    console.log(`${'endpoint'.padEnd(50)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    for (const r of results) {
      console.log(`${r.title.padEnd(50)} ${r.requestsPerSecond.toFixed(0).padStart(9)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}`);
    }
  };

  if (runs('reads')) {
    log(`creating ${COLLECTIONS} collections and a space`);
    for (let i = 1; i <= COLLECTIONS; i += 1) {
      await api(stack.baseUrl, token, 'POST', `/orgs/${organization.id}/collections`, { title: `Collection ${i}` });
    }
    const space = await api(stack.baseUrl, token, 'POST', `/orgs/${organization.id}/spaces`, { title: 'Benchmark space' });

    const bare = startProcess('bare', process.execPath, [path.join(ROOT, 'scripts', 'bench', 'bare-server.mjs')], {
      env: { ...process.env, DATABASE_URL: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`), PORT: String(BARE_PORT), QUIRE_PUBLIC_URL: `http://127.0.0.1:${PORTS.gateway}` },
    });
    await waitForHttp(`http://127.0.0.1:${BARE_PORT}/v1/spaces/${space.id}`, { abort: bare.describeExit });

    const auth = { authorization: `Bearer ${token}` };
    const results = [];
    results.push(await measure('gateway GET /v1/spaces/{id}', `${stack.baseUrl}/spaces/${space.id}`, auth));
    results.push(await measure('gateway GET /v1/orgs/{org}/collections?limit=100', `${stack.baseUrl}/orgs/${organization.id}/collections?limit=100`, auth));
    results.push(await measure('bare    GET /v1/spaces/{id}', `http://127.0.0.1:${BARE_PORT}/v1/spaces/${space.id}`));
    const owner = { userId: user.id, tokenId, memberships: [{ organizationId: organization.id, role: 'admin' }], teamIds: [] };
    const contentChannel = createChannel(stack.addresses.content);
    const content = createClient(proto.contentV1.SpaceServiceDefinition, contentChannel);
    const metadata = shared.principalMetadata(owner, 'bench');
    results.push(await measureGrpc('content gRPC GetSpace (no gateway)', () => content.getSpace({ spaceId: space.id }, { metadata })));
    contentChannel.close();
    await bare.stop();
    const edge = await runEdgeBench({ measure, addresses: stack.addresses, token, spaceId: space.id, principal: owner, log });
    output.push(() => {
      print([...results, ...edge]);
      // CPU per request does not depend on how the two cores were shared during the run; req/s does.
      console.log('CPU per request (µs, by process; bench = the load generator):');
      for (const r of [...results, ...edge]) if (r.cpu) console.log(`  ${r.title.padEnd(50)} ${formatCpu(r.cpu)}`);
      console.log(`gateway/bare CPU per request ratio: ${(results[0].cpu.total / results[2].cpu.total).toFixed(2)} (the throughput ratio's inverse on an idle machine)`);
      console.log(`target gateway-bare-ratio: ${(results[0].requestsPerSecond / results[2].requestsPerSecond).toFixed(3)} (goal >= 0.5)`);
      console.log(`target gateway-bare-p99-ratio: ${(results[0].p99 / results[2].p99).toFixed(2)} (goal <= 3)`);
      // For reading only: the same ratios without content (stub services), and express-gateway's own floor.
      console.log(`gateway (stub services)/bare throughput ratio: ${(edge[0].requestsPerSecond / results[2].requestsPerSecond).toFixed(3)}`);
      console.log(`express-gateway floor/node floor throughput ratio: ${(edge[1].requestsPerSecond / edge[2].requestsPerSecond).toFixed(3)}`);
    });
  }

  if (runs('content')) {
    const content = await runContentBench({
      api: (method, pathname, body) => api(stack.baseUrl, token, method, pathname, body),
      baseUrl: stack.baseUrl,
      token,
      organizationId: organization.id,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      // A 10,000-page listPages answer is tens of megabytes: fewer connections.
      measure: (title, url, headers) => measure(title, url, headers, { connections: title.includes('10,000') ? 2 : CONNECTIONS }),
      log,
    });
    output.push(() => {
      for (const r of content.results) console.log(`${r.title.padEnd(50)} ${String(r.value).padStart(9)}`);
      print(content.reads);
      for (const line of content.targets) console.log(line);
    });
  }

  if (runs('search')) {
    const search = await runSearchBench({
      api: (method, pathname, body) => api(stack.baseUrl, token, method, pathname, body),
      baseUrl: stack.baseUrl,
      token,
      organizationId: organization.id,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      contentGrpcAddress: stack.addresses.content,
      log,
    });
    output.push(() => {
      for (const r of search.results) console.log(`${r.title.padEnd(50)} ${String(r.value).padStart(9)}`);
      console.log(`${'search'.padEnd(50)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
      for (const r of search.reads) {
        console.log(`${r.title.padEnd(50)} ${r.requestsPerSecond.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`);
      }
      for (const line of search.targets) console.log(line);
    });
  }

  if (runs('insights')) {
    const insights = await runInsightsBench({
      baseUrl: stack.baseUrl,
      token,
      organizationId: organization.id,
      insightsDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_insights`),
      log,
    });
    output.push(() => {
      for (const r of insights.results) console.log(`${r.title.padEnd(50)} ${String(r.value).padStart(13)}`);
      for (const line of insights.targets) console.log(line);
    });
  }

  if (runs('git')) {
    const git = await runGitBench({
      api: (method, pathname, body) => api(stack.baseUrl, token, method, pathname, body),
      organizationId: organization.id,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      log,
    });
    output.push(() => {
      for (const r of git.results) console.log(`${r.title.padEnd(50)} ${String(r.value).padStart(9)}`);
      for (const line of git.targets) console.log(line);
    });
  }

  if (runs('deep-pages')) {
    const deep = await runDeepPagesBench({
      baseUrl: stack.baseUrl,
      identityAddress: stack.addresses.identity,
      contentDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_content`),
      identityDatabaseUrl: withDatabase(databaseUrl, `${BENCH_DATABASE}_identity`),
      log,
    });
    output.push(() => {
      const ms = (value) => value.toFixed(1).padStart(7);
      console.log(`${'limit=100, ms p50/p95; ratio = p50 / page 1 p50'.padEnd(50)} ${'page 1'.padStart(15)} ${'page 500'.padStart(15)} ${'page 1,000'.padStart(15)} ${'ratio 500'.padStart(9)} ${'ratio 1,000'.padStart(11)}`);
      for (const r of deep.results) {
        const [middle, last] = r.deep;
        console.log(`${r.title.padEnd(50)} ${ms(r.first.p50)} ${ms(r.first.p95)} ${ms(middle.p50)} ${ms(middle.p95)} ${ms(last.p50)} ${ms(last.p95)} ${middle.ratio.toFixed(2).padStart(9)} ${last.ratio.toFixed(2).padStart(11)}`);
      }
      for (const line of deep.targets) console.log(line);
    });
  }

  await stopAll();
  console.log('');
  for (const write of output) write();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(130)));

main().then(
  () => process.exit(0),
  async (error) => {
    log(`failed: ${error.message}`);
    await stopAll();
    process.exit(1);
  },
);
