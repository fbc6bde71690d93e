// The GitBook import case of `npm run bench -- operate` (scripts/bench/operate.mjs):
// `target import-gitbook-1000-pages-s`.
//
// Two new organizations of the bench's stack (made with `quire org create`): the source gets a
// space of 1,030 pages three levels deep with realistic Markdown bodies (seeded through
// content's own store, as the content bench seeds its spaces); then
// `node scripts/quire.mjs import gitbook --from <the stack> ... --into <the other>` runs to its
// end, reading the source through the gateway with the official client and writing through the
// gateway into the target. Its wall time is the figure; the target space must then list the
// seeded pages, or the case fails. A second run (nothing changed) is timed too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/stack.mjs';

const CLI = path.join(ROOT, 'scripts', 'quire.mjs');
// The seeding generator (bench/content.mjs) builds 5 sections of 5 chapters: 1,030 is the
// nearest size it makes that is at least 1,000.
const PAGES = 1030;

/** Runs the CLI to its end with --json; resolves to { seconds, json }. */
function timedCli(args, env, log) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [CLI, ...args, '--json'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      for (const line of String(chunk).trimEnd().split('\n')) log(line);
    });
    child.once('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve({ seconds, json: JSON.parse(stdout) });
      else reject(new Error(`quire ${args.slice(0, 2).join(' ')} exited with code ${code}: ${stderr.trim().split('\n').at(-1)}`));
    });
  });
}

async function countPages(baseUrl, token, spaceId) {
  const response = await fetch(`${baseUrl}/spaces/${spaceId}/content/pages`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`listing the imported pages answered ${response.status}`);
  const { pages } = await response.json();
  const count = (list) => list.reduce((sum, page) => sum + 1 + count(page.pages ?? []), 0);
  return count(pages);
}

export const importGitbookCase = {
  targets: ['import-gitbook-1000-pages-s'],
  async run({ stack, seedSpace, contentDatabaseUrl, log }) {
    const env = { IDENTITY_GRPC_URL: stack.addresses.identity };
    const stamp = Date.now().toString(36);
    const { json: source } = await timedCli(['org', 'create', '--title', 'Import bench source', '--owner-email', `import-source-${stamp}@bench.invalid`], env, log);
    const { json: target } = await timedCli(['org', 'create', '--title', 'Import bench target', '--owner-email', `import-target-${stamp}@bench.invalid`], env, log);
    const created = await fetch(`${stack.baseUrl}/orgs/${source.organizationId}/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${source.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Handbook', empty: true }),
    });
    if (!created.ok) throw new Error(`creating the source space answered ${created.status}`);
    const space = await created.json();
    log(`seeding a ${PAGES.toLocaleString('en')}-page space to import`);
    const seeded = (await seedSpace(contentDatabaseUrl, space.id, PAGES)).length;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-bench-import-'));
    try {
      const gateway = stack.baseUrl.replace(/\/v1$/, '');
      const args = [
        'import', 'gitbook',
        '--from', gateway, '--token', source.token, '--source-org', source.organizationId,
        '--into', target.organizationId, '--to', gateway, '--to-token', target.token,
        '--state', path.join(dir, 'state.json'),
      ];
      const first = await timedCli(args, {}, log);
      const targetSpace = Object.values(first.json.counts.spaces).reduce((a, b) => a + b, 0) === 1
        ? (await (await fetch(`${stack.baseUrl}/orgs/${target.organizationId}/spaces`, { headers: { authorization: `Bearer ${target.token}` } })).json()).items[0]
        : undefined;
      if (!targetSpace) throw new Error('the import did not create exactly one space');
      const imported = await countPages(stack.baseUrl, target.token, targetSpace.id);
      if (imported !== seeded) throw new Error(`the imported space lists ${imported} pages, not ${seeded}`);
      const again = await timedCli(args, {}, log);
      if (again.json.counts.pages.created !== 0 || again.json.counts.pages.updated !== 0) throw new Error('the second run wrote pages again');
      return {
        results: [
          { title: `import of ${seeded.toLocaleString('en')} pages (first run), s`, value: first.seconds.toFixed(1) },
          { title: 'import again, nothing changed, s', value: again.seconds.toFixed(1) },
        ],
        targets: [`target import-gitbook-1000-pages-s: ${first.seconds.toFixed(1)} (goal <= 120)`],
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
