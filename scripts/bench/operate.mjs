// `npm run bench -- operate`: what operating Quire costs, one case per operator command.
//
// Each case is an entry of OPERATE_CASES: its target lines (`targets`) and `run(context)`,
// which resolves to { results: [{ title, value }], targets: ['target <name>: <n> (goal ...)'] }.
// `context` carries the bench's stack, its database URL, NATS URL and event namespace, the
// organization and its owner's token, `api(method, path, body)`, `seedSpace` and `log`. Add a
// case by appending an entry here; bench.mjs takes the
// group's target list from OPERATE_CASES.
//
// backup-restore: a space of 10,000 pages (seeded the way the content bench seeds one, bodies
// and revision through content's own store), then
//   1. `node scripts/quire.mjs backup --out <tmp>/bench.tar` on the bench's databases while the
//      stack runs: wall time, printed as `target backup-10k-pages-s: <s> (goal <= 60)`;
//   2. `node scripts/quire.mjs restore --from <tmp>/bench.tar` into the databases of another
//      prefix (`quire_bench_restore_*`, dropped before and after): wall time, printed as
//      `target restore-10k-pages-s: <s> (goal <= 120)`; the restored content database must
//      hold the space and its 10,000 pages' revision, or the case fails.
// Run alone (`npm run bench -- operate`), the databases hold that space and little else; in a
// whole `npm run bench` the group runs last, so the archive also holds every other group's data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib/stack.mjs';
import { importGitbookCase } from './operate-import.mjs';

const CLI = path.join(ROOT, 'scripts', 'quire.mjs');
const PAGES = 10_000;
const RESTORE_PREFIX = 'quire_bench_restore';
const SERVICES = ['identity', 'content', 'sites', 'insights', 'git_worker'];

function withDatabase(url, name) {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** Runs the CLI to its end; resolves to the seconds it took, rejects with its stderr. */
function timedCli(args, env, log) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      for (const line of String(chunk).trimEnd().split('\n')) log(line);
    });
    child.once('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve(seconds);
      else reject(new Error(`quire ${args[0]} exited with code ${code}: ${stderr.trim().split('\n').at(-1)}`));
    });
  });
}

async function dropRestored(serverUrl) {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    for (const service of SERVICES) await admin.query(`DROP DATABASE IF EXISTS "${RESTORE_PREFIX}_${service}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const backupRestore = {
  targets: ['backup-10k-pages-s', 'restore-10k-pages-s'],
  async run({ databaseUrl, natsUrl, eventNamespace, organizationId, api, seedSpace, contentDatabaseUrl, log }) {
    const space = await api('POST', `/orgs/${organizationId}/spaces`, { title: 'Operate bench' });
    log(`seeding a ${PAGES.toLocaleString('en')}-page space`);
    await seedSpace(contentDatabaseUrl, space.id, PAGES);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-bench-backup-'));
    const archive = path.join(dir, 'bench.tar');
    try {
      const env = { DATABASE_URL: databaseUrl, NATS_URL: natsUrl, QUIRE_EVENT_NAMESPACE: eventNamespace };
      const backupS = await timedCli(['backup', '--out', archive], env, log);
      const bytes = statSync(archive).size;
      await dropRestored(databaseUrl);
      const restoreS = await timedCli(['restore', '--from', archive], { ...env, DATABASE_URL: withDatabase(databaseUrl, RESTORE_PREFIX) }, log);

      // The restored content database has the space at the revision of its pages.
      const pageCount = async (url) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query('SELECT r.page_count FROM spaces s JOIN revisions r ON r.id = s.revision_id WHERE s.id = $1', [space.id]);
          return rows[0]?.page_count;
        } finally {
          await client.end();
        }
      };
      const [before, after] = [await pageCount(contentDatabaseUrl), await pageCount(withDatabase(databaseUrl, `${RESTORE_PREFIX}_content`))];
      if (!(before > 0) || after !== before) throw new Error(`the restored space ${space.id} has ${after ?? 'no'} pages, the source ${before}`);
      return {
        results: [
          { title: `backup of ${PAGES.toLocaleString('en')} pages, s`, value: backupS.toFixed(1) },
          { title: 'archive size, MB', value: (bytes / 1024 / 1024).toFixed(1) },
          { title: `restore of ${PAGES.toLocaleString('en')} pages, s`, value: restoreS.toFixed(1) },
        ],
        targets: [`target backup-10k-pages-s: ${backupS.toFixed(1)} (goal <= 60)`, `target restore-10k-pages-s: ${restoreS.toFixed(1)} (goal <= 120)`],
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await dropRestored(databaseUrl).catch(() => undefined);
    }
  },
};

/** The group's cases, in the order they run. */
export const OPERATE_CASES = [backupRestore, importGitbookCase];

/**
 * The cases to run: all, or with BENCH_OPERATE_TARGETS (comma-separated target names, e.g.
 * `import-gitbook-1000-pages-s`) only the cases that print one of them.
 */
const selectedCases = () => {
  const wanted = (process.env.BENCH_OPERATE_TARGETS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return wanted.length === 0 ? OPERATE_CASES : OPERATE_CASES.filter(({ targets }) => targets.some((name) => wanted.includes(name)));
};

export const operateTargets = () => selectedCases().flatMap(({ targets }) => targets);

/** Runs every case through `step` (a failed case fails its own targets, not the others'). */
export async function runOperateBench(context, { step = (title, fn) => fn() } = {}) {
  const results = [];
  const targets = [];
  for (const operateCase of selectedCases()) {
    const outcome = await step(operateCase.targets.join(', '), () => operateCase.run(context), { targets: operateCase.targets });
    if (!outcome) continue;
    results.push(...outcome.results);
    targets.push(...outcome.targets);
  }
  return { results, targets };
}
