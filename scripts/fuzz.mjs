#!/usr/bin/env node
// `npm run fuzz [-- --requests N --seed S]`: generated requests for every operation of
// GET /v1/openapi.json against a stack of real processes, started here as `npm start` starts
// them (scripts/lib/stack.mjs) on their own ports and databases (quire_fuzz_*, recreated each
// run), then stopped. The requests, the world they act on and the checks are the end-to-end
// suite's fuzz test (tests/e2e/fuzz.test.ts, which `npm test` runs with 1,000
// requests in-process), run here by jest with FUZZ_TARGET pointing at this stack.
// Afterwards every process must still be the one started here (none exited: nothing restarts
// them) and answer its health check. Ends with
//   fuzz: <n> requests, <n> responses >= 500, <n> hangs
// and exits non-zero if anything failed. Defaults: 10,000 requests, a seed from the clock
// (printed, to run the same requests again).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureNats, ensurePostgres } from './lib/infra.mjs';
import { grpcHealthStatus, httpAnswers } from './lib/net.mjs';
import { logLine, startedProcesses, stopAll } from './lib/processes.mjs';
import { GRPC_SERVICES, ROOT, startStack } from './lib/stack.mjs';

const log = (message) => logLine('fuzz', message);
const PORTS = { identity: 52051, content: 52052, sites: 52053, insights: 52054, 'git-worker': 52055, runtime: 52056, gateway: 18280 };
/** Not those of `npm start` or `npm run bench`, which may be running. */
const METRICS_PORTS = { identity: 19561, content: 19562, sites: 19563, insights: 19564, 'git-worker': 19565, runtime: 19566, gateway: 19560 };
const FUZZ_DATABASE = 'quire_fuzz';
const E2E_DIR = path.join(ROOT, 'tests', 'e2e');
const JEST = createRequire(import.meta.url).resolve('jest/bin/jest');

function parseArguments(argv) {
  const options = { requests: 10_000, seed: Date.now() % 2 ** 31 };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (flag !== '--requests' && flag !== '--seed') throw new Error(`unknown argument "${argv[i]}" (usage: npm run fuzz -- --requests N --seed S)`);
    if (!/^\d+$/.test(value ?? '')) throw new Error(`${flag} needs a non-negative integer`);
    options[flag.slice(2)] = Number(value);
  }
  if (options.requests < 1) throw new Error('--requests must be at least 1');
  return options;
}

function withDatabase(url, name) {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** Each run starts from empty databases, so that one run's leftovers do not shape the next. */
async function dropFuzzDatabases(serverUrl) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    for (const { name } of GRPC_SERVICES) {
      await client.query(`DROP DATABASE IF EXISTS "${FUZZ_DATABASE}_${name.replace(/-/g, '_')}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

function runJest(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [JEST, '--ci', '--runTestsByPath', 'fuzz.test.ts'], {
      cwd: E2E_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', (error) => {
      log(`could not run jest: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Processes that exited, or do not answer their health check, since they were started. */
async function processProblems(stack) {
  const problems = [];
  for (const handle of startedProcesses()) {
    const exit = handle.describeExit();
    if (exit) problems.push(`${handle.name} ${exit}`);
  }
  for (const { name } of GRPC_SERVICES) {
    const status = await grpcHealthStatus(stack.addresses[name]).catch((error) => error.message);
    if (status !== 'SERVING') problems.push(`${name} health: ${status}`);
  }
  if (!(await httpAnswers(`http://127.0.0.1:${PORTS.gateway}/healthz`))) problems.push('gateway /healthz does not answer');
  return problems;
}

async function main() {
  const { requests, seed } = parseArguments(process.argv.slice(2));
  log(`${requests} requests, seed ${seed} (again: npm run fuzz -- --requests ${requests} --seed ${seed})`);
  const dataDir = path.join(ROOT, '.data');
  const postgres = await ensurePostgres({ env: process.env, dataDir, log });
  const nats = await ensureNats({ env: process.env, dataDir, log });
  await dropFuzzDatabases(postgres.databaseUrl);

  const baseUrl = `http://127.0.0.1:${PORTS.gateway}`;
  const stack = await startStack({
    eventNamespace: 'fuzz',
    databaseUrl: withDatabase(postgres.databaseUrl, FUZZ_DATABASE),
    natsUrl: nats.natsUrl,
    ports: PORTS,
    metricsPorts: METRICS_PORTS,
    env: {
      ...process.env,
      // Per-request info lines would drown the output; errors still show (a 5xx is logged).
      LOG_LEVEL: 'warn',
      // 10,000 requests from a few tokens and one address must not meet the rate limit.
      RATE_LIMIT_PER_MINUTE: '100000000',
      QUIRE_PUBLIC_URL: baseUrl,
      QUIRE_APP_URL: baseUrl,
      // Integrations and Git URLs are sealed with it; a throwaway key for throwaway databases.
      QUIRE_SECRETS_KEY: randomBytes(32).toString('base64'),
    },
    log,
  });

  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'quire-fuzz-'));
  const reportFile = path.join(reportDir, 'report.json');
  let exitCode = 1;
  let summary = 'fuzz: 0 requests, 0 responses >= 500, 0 hangs';
  try {
    const jestCode = await runJest({
      FUZZ_TARGET: JSON.stringify({ baseUrl, identityGrpcUrl: stack.addresses.identity }),
      FUZZ_REQUESTS: String(requests),
      FUZZ_SEED: String(seed),
      FUZZ_REPORT: reportFile,
    });
    const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
    const problems = await processProblems(stack);
    if (!report) {
      log(`the fuzz test wrote no report (jest exited with ${jestCode})`);
    } else {
      for (const [operationId, reason] of Object.entries(report.limited)) log(`limited: ${operationId}: ${reason}`);
      for (const operation of report.withoutFixtures) log(`no fixture (absent ids only): ${operation}`);
      for (const missing of report.missingFixtures) log(`fixture not made: ${missing}`);
      log(`deliberately unimplemented (501 allowed): ${report.unimplemented.length ? report.unimplemented.join(', ') : 'none'}`);
      log(`statuses: ${Object.entries(report.statuses).map(([status, n]) => `${status}: ${n}`).join(', ')}`);
      log(`${report.connectionErrors} connections closed without an answer, ${report.badErrorBodies} error bodies not in the contract's shape, ${report.clientRefused} requests Node would not send`);
      for (const failure of report.failures) log(`[${failure.kind}] ${failure.operationId} as ${failure.caller} (${failure.mutation}): ${failure.request} => ${failure.response}`);
    }
    log(problems.length ? `processes: ${problems.join('; ')}` : `processes: all ${startedProcesses().length} still the ones started, and healthy`);
    const clean = report && jestCode === 0 && problems.length === 0 && report.serverErrors + report.hangs + report.connectionErrors + report.badErrorBodies === 0;
    exitCode = clean ? 0 : 1;
    summary = `fuzz: ${report?.requests ?? 0} requests, ${report?.serverErrors ?? 0} responses >= 500, ${report?.hangs ?? 0} hangs`;
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
    await stopAll();
  }
  console.log(summary);
  process.exit(exitCode);
}

main().catch(async (error) => {
  log(`failed: ${error.message}`);
  await stopAll();
  console.log('fuzz: 0 requests, 0 responses >= 500, 0 hangs');
  process.exit(1);
});
