// The git-worker killed mid-import: the job is redone, and one revision results.
//
// A generated repository of 1,000 files (900 pages, 100 images) is served by the test Git
// server of @quire/testing (tests/testing) on 127.0.0.1. One import runs undisturbed, to measure how long its last
// step takes: content's WriteRevision, called once every file is stored. Then two imports run
// into two new spaces, and the worker is killed with SIGKILL while both are running: the first
// inside its WriteRevision call (the worker dies, content may still commit the revision), the
// second early in its fetch; the worker is restarted at once. JetStream hands each job out again once its
// ack wait has passed (60 s). Each job must then have run again and succeeded, its Git
// operation in content must be `succeeded`, the space must hold exactly one revision of the
// commit, with every page and file of the repository, and nothing incomplete
// (content-state.mjs).
import { createRequire } from 'node:module';
import { contentProblems } from './content-state.mjs';
import { seconds, sleep, waitUntil } from './http.mjs';

export const name = 'git-worker';
export const invariant = 'the git-worker killed mid-import: the job is redone, and one revision results';

/** The git-worker's ack wait (services/git-worker/src/jobs/queue.ts): when a dead worker's job is handed out again. */
const ACK_WAIT_MS = 60_000;
/** How long before the kill the second import starts: it is then still fetching. */
const EARLY_LEAD_MS = 1_500;
/** After the kill, how long content gets to finish a write the dead worker had asked for. */
const WRITE_SETTLE_MS = 5_000;

const require = createRequire(import.meta.url);

function countPages(pages, counts = {}) {
  for (const page of pages) {
    counts[page.type] = (counts[page.type] ?? 0) + 1;
    countPages(page.pages ?? [], counts);
  }
  return counts;
}

export async function run({ http, organizationId, db, stack, log }) {
  const { api, request } = http;
  const contentDb = db('content');
  const workerDb = db('git-worker');
  const { generatedRepository, GENERATED_REPOSITORY, startTestGitServer } = require('@quire/testing');
  const problems = [];
  const server = await startTestGitServer({ username: 'chaos' });
  try {
    await server.createRepository('generated', { files: generatedRepository(), message: 'Generated documentation' });
    const head = await server.head('generated');

    const startImport = async (title) => {
      const space = await api('POST', `/orgs/${organizationId}/spaces`, { title });
      await api('POST', `/spaces/${space.id}/git/import`, { url: server.authenticatedUrl('generated'), ref: 'refs/heads/main' });
      const operationId = await waitUntil(
        `the Git operation of ${title}`,
        async () => (await contentDb.query('SELECT id FROM git_operations WHERE space_id = $1 ORDER BY created_at DESC LIMIT 1', [space.id])).rows[0]?.id,
        { timeoutMs: 10_000, intervalMs: 50 },
      );
      return { title, spaceId: space.id, operationId };
    };
    const job = async ({ operationId }) =>
      (
        await workerDb.query(
          `SELECT status::text AS status, attempts, last_error_code, started_at, EXTRACT(EPOCH FROM finished_at - started_at) * 1000 AS last_run_ms
             FROM jobs WHERE id = $1`,
          [operationId],
        )
      ).rows[0];
    const revisionsOfCommit = async ({ spaceId }) =>
      (await contentDb.query(`SELECT count(*)::int AS n FROM revisions WHERE space_id = $1 AND git->>'oid' = $2`, [spaceId, head])).rows[0].n;
    const finished = (importRun, timeoutMs) =>
      waitUntil(
        `the job of ${importRun.title}`,
        async () => {
          const state = await job(importRun);
          if (state?.status === 'failed' || state?.status === 'dead') throw new Error(`${importRun.title}: the job ended ${state.status} (${state.last_error_code})`);
          return state?.status === 'succeeded' ? state : undefined;
        },
        { timeoutMs },
      );
    const running = (importRun) => waitUntil(`${importRun.title} running`, async () => ((await job(importRun))?.status === 'running' ? true : undefined), { timeoutMs: 60_000, intervalMs: 20 });

    log('git-worker: an undisturbed import of 1,000 files first');
    const baseline = await startImport('Chaos git baseline');
    const baselineJob = await finished(baseline, 180_000);
    const baselineRunMs = Number(baselineJob.last_run_ms);
    // The worker stores every file (source_blobs rows of the space), then calls WriteRevision.
    const storedFiles = async ({ spaceId }) =>
      (await contentDb.query(`SELECT count(*)::int AS n, max(created_at) AS last FROM source_blobs WHERE space_id = $1`, [spaceId])).rows[0];
    const baselineFiles = await storedFiles(baseline);
    const writeStartsMs = baselineFiles.last.getTime() - baselineJob.started_at.getTime();
    const writeMs = baselineRunMs - writeStartsMs;

    const late = await startImport('Chaos git killed late');
    await running(late);
    await sleep(Math.max(0, writeStartsMs - EARLY_LEAD_MS));
    const early = await startImport('Chaos git killed early');
    await running(early);
    await waitUntil('the first import storing its last file', async () => ((await storedFiles(late)).n >= baselineFiles.n ? true : undefined), {
      timeoutMs: 120_000,
      intervalMs: 20,
    });
    const lateWriting = Date.now();
    await sleep(Math.round(writeMs * (0.2 + 0.6 * Math.random())));
    const atKill = await Promise.all([late, early].map(job));
    const worker = stack.processes['git-worker'];
    worker.kill('SIGKILL');
    await worker.exited;
    const killedAt = Date.now();
    log(`git-worker: killed ${seconds(killedAt - lateWriting)} s into the first import's WriteRevision (${seconds(writeMs)} s undisturbed); restarting it`);
    await stack.restart('git-worker');
    await sleep(Math.max(0, killedAt + WRITE_SETTLE_MS - Date.now()));
    const beforeRedo = await Promise.all([late, early].map(revisionsOfCommit));

    const killed = [late, early];
    const ends = await Promise.all(
      killed.map(async (importRun) => {
        const state = await finished(importRun, ACK_WAIT_MS + 3 * baselineRunMs + 60_000).catch((error) => {
          problems.push(error.message);
          return undefined;
        });
        return { state, afterKillMs: Date.now() - killedAt };
      }),
    );
    const figures = [`undisturbed-import ${seconds(baselineRunMs)}s (WriteRevision the last ${seconds(writeMs)}s)`, `killed ${seconds(killedAt - lateWriting)}s into the first's WriteRevision`];
    for (const [index, importRun] of killed.entries()) {
      const label = index === 0 ? 'late' : 'early';
      const { state, afterKillMs } = ends[index];
      if (atKill[index].status !== 'running') problems.push(`${label}: the job was ${atKill[index].status} when the worker was killed, not running`);
      if (!state) continue;
      if (state.attempts < 2) problems.push(`${label}: the job succeeded after ${state.attempts} attempt(s): it was not redone`);
      const { rows: operations } = await contentDb.query(`SELECT status::text AS status FROM git_operations WHERE id = $1`, [importRun.operationId]);
      if (operations[0]?.status !== 'succeeded') problems.push(`${label}: the Git operation is ${operations[0]?.status}`);
      const revisions = await revisionsOfCommit(importRun);
      if (revisions !== 1) problems.push(`${label}: the space has ${revisions} revisions of commit ${head}`);
      const content = await request('GET', `/spaces/${importRun.spaceId}/content`);
      const counts = countPages(content.body?.pages ?? []);
      if (content.body?.git?.oid !== head || counts.document !== GENERATED_REPOSITORY.pages || counts.group !== GENERATED_REPOSITORY.groups || content.body?.files?.length !== GENERATED_REPOSITORY.images) {
        problems.push(`${label}: main is not the import of ${head} (${content.status}, commit ${content.body?.git?.oid}, ${JSON.stringify(counts)}, ${content.body?.files?.length} files)`);
      }
      figures.push(
        `${label}: ${atKill[index].status} at the kill, revision already written before the redo: ${beforeRedo[index] ? 'yes' : 'no'}, attempts ${state.attempts}, done ${seconds(afterKillMs)}s after the kill, revisions of the commit ${revisions}`,
      );
    }
    const incomplete = await contentProblems(contentDb, killed.map((importRun) => importRun.spaceId));
    problems.push(...incomplete.slice(0, 5));
    figures.push(`incomplete ${incomplete.length}`);
    return { ok: problems.length === 0, figures: figures.join(', '), problems };
  } finally {
    await server.stop();
  }
}
