#!/usr/bin/env node
// `npm test` (after scripts/preflight.mjs, which makes sure every outside tool is there, and
// `turbo run build`): every workspace's jest suite one package at a time
// (the machine has 2 cores and the suites share one PostgreSQL), the scripts' own suite,
// then eslint (`npm run lint`), `buf lint` and `buf breaking`. Ends with the line `N passed, N failed`, where N counts
// jest tests plus the three checks; exits non-zero when anything failed. With NATS_URL unset
// and no NATS on 127.0.0.1:4222, it runs nats-server (the preflight saw to the binary) for the
// suites, with its store in a temporary folder, and stops it at the end.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNats } from './lib/infra.mjs';
import { logLine, stopAll } from './lib/processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const JEST = require.resolve('jest/bin/jest');
const ESLINT = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');
const BUF = path.join(path.dirname(require.resolve('@bufbuild/buf/package.json')), 'bin', 'buf');
/** A suite that runs longer than this is stuck (an open handle); it is killed and counted failed. */
const SUITE_TIMEOUT_MS = 20 * 60_000;

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'quire-test-'));

/** How long jest may linger after writing its report (open handles) before it is stopped. */
const LINGER_AFTER_REPORT_MS = 30_000;

/**
 * Runs a command; resolves to its exit code. With `reportFile`, a process still running
 * LINGER_AFTER_REPORT_MS after that file appeared (jest kept alive by an open handle, its
 * results already written) is stopped and resolves to 'lingered', reported by the caller.
 */
function run(command, args, { cwd = ROOT, timeoutMs, reportFile } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: process.env.CI ?? 'true' } });
    let lingered = false;
    const timer = timeoutMs && setTimeout(() => {
      console.error(`\n${path.relative(ROOT, cwd) || '.'}: ${path.basename(args[0] ?? command)} still running after ${timeoutMs / 60_000} min; killing it`);
      child.kill('SIGKILL');
    }, timeoutMs);
    let reportSeenAt;
    const watcher = reportFile && setInterval(() => {
      if (reportSeenAt === undefined) {
        if (existsSync(reportFile)) reportSeenAt = Date.now();
      } else if (Date.now() - reportSeenAt > LINGER_AFTER_REPORT_MS) {
        lingered = true;
        child.kill('SIGKILL');
      }
    }, 1_000);
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(watcher);
      resolve(lingered ? 'lingered' : (code ?? 1));
    });
  });
}

/**
 * Workspaces with a `test` script, in dependency-friendly order: packages, then services, then
 * the suites of tests/ (the end-to-end suite), which start the services and so come last.
 */
function testedWorkspaces() {
  const dirs = ['packages', 'services', 'tests'].flatMap((group) =>
    readdirSync(path.join(ROOT, group))
      .sort()
      .map((name) => path.join(ROOT, group, name)),
  );
  return dirs.filter((dir) => {
    const manifest = path.join(dir, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test;
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

async function jestSuite(dir, extraArgs = []) {
  const name = path.relative(ROOT, dir) || '.';
  const report = path.join(reportDir, `${name.replace(/[^\w]+/g, '_')}.json`);
  console.log(`\n=== jest: ${name}`);
  let code = await run(process.execPath, [JEST, '--ci', '--passWithNoTests', '--json', `--outputFile=${report}`, ...extraArgs], {
    cwd: dir,
    timeoutMs: SUITE_TIMEOUT_MS,
    reportFile: report,
  });
  if (code === 'lingered') {
    // The results are in the report; the open handle is worth finding, not worth failing for.
    console.error(`\n${name}: jest was still running ${LINGER_AFTER_REPORT_MS / 1000} s after writing its report (an open handle); stopped it`);
    code = 0;
  }
  const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  if (!result) {
    totals.failed += 1;
    failures.push(`${name}: jest produced no report (exit ${code})`);
    return;
  }
  // A file that fails to load has no test results of its own; count it as one failure.
  const failed = result.numFailedTests + result.numRuntimeErrorTestSuites;
  totals.passed += result.numPassedTests;
  totals.failed += failed;
  totals.skipped += result.numPendingTests + result.numTodoTests;
  if (failed > 0 || code !== 0) {
    if (failed === 0) totals.failed += 1;
    failures.push(`${name}: ${failed || 'jest exited with code ' + code} failed`);
  }
}

async function check(label, command, args, cwd) {
  console.log(`\n=== ${label}`);
  const code = await run(command, args, { cwd });
  if (code === 0) {
    totals.passed += 1;
  } else {
    totals.failed += 1;
    failures.push(`${label}: exit ${code}`);
  }
}

const natsDir = mkdtempSync(path.join(os.tmpdir(), 'quire-test-nats-'));
try {
  const nats = await ensureNats({ env: process.env, dataDir: natsDir, log: (message) => logLine('test', message) });
  // The suites read NATS_URL, else nats://127.0.0.1:4222: a server started on another port (QUIRE_NATS_PORT) is named.
  if (!process.env.NATS_URL && nats.natsUrl !== 'nats://127.0.0.1:4222') process.env.NATS_URL = nats.natsUrl;
} catch (error) {
  console.error(`npm test needs NATS with JetStream: ${error.message}`);
  await stopAll();
  process.exit(1);
}

for (const dir of testedWorkspaces()) await jestSuite(dir);
await jestSuite(path.join(ROOT, 'scripts'));
await check('eslint', process.execPath, [ESLINT, '--max-warnings', '0', '.']);
await check('buf lint', process.execPath, [BUF, 'lint', 'proto']);
await check('buf breaking', 'npm', ['run', '--silent', 'breaking', '-w', '@quire/proto']);

await stopAll();
rmSync(reportDir, { recursive: true, force: true });
rmSync(natsDir, { recursive: true, force: true });
console.log('');
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
