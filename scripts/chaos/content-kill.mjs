// The content service killed with SIGKILL in the middle of merges: no partial revision, and
// main is at one of the two states.
//
// Spaces of a few hundred pages each get, every round, a change request editing a few of their
// pages; the round merges all of them at once and kills content with SIGKILL while the merges
// run: at a random moment of the time the first, undisturbed round's merges took (often before
// any commit), or just after a random number of them answered (some committed, the others
// under way). Content is restarted and each space is checked in the database and through the
// API: main is either the revision it was before (change request still open, every edited page
// with its old text) or the merge revision of that change request (parents: the old main and
// the change request's revision, every edited page with its new text), never anything in
// between; a merge answered 200 is never undone. The change requests left open are then
// merged, which must work, and the spaces' revisions are checked for anything incomplete
// (content-state.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import shared from '@quire/shared';
import { ROOT } from '../lib/stack.mjs';
import { contentProblems } from './content-state.mjs';
import { countByAnswer, formatCounts, requestUntilAnswered, seconds, sleep, succeeded } from './http.mjs';

export const name = 'content';
export const invariant = 'content killed with SIGKILL in the middle of merges: no partial revision, main at one of the two states';

const SPACES = 8;
const PAGES = 300;
const EDITS = 6;
const ROUNDS = Number(process.env.CHAOS_MERGE_ROUNDS ?? 5);

const require = createRequire(import.meta.url);
const contentDist = (file) => require(path.join(ROOT, 'services', 'content', 'dist', file));

const seedMarkdown = (index) => `# Page ${index}\n\nSeeded text of page ${index}.\n\n${'Some documentation text. '.repeat(40)}\n`;
const editedMarkdown = (round, index) => `# Page ${index}\n\nEdited in round ${round}.\n\n${'Some edited documentation text. '.repeat(40)}\n`;

/** `PAGES` top-level pages written as the space's main revision through content's revision store. */
async function seedSpaces(contentDatabaseUrl, spaceIds) {
  const { createPrismaClient } = contentDist('db.js');
  const { createRevision, storedRevisionSelect } = contentDist('revision-store/store.js');
  const { bodyHashOf, putBodies } = contentDist('revision-store/bodies.js');
  const { generateNKeysBetween } = require(require.resolve('fractional-indexing', { paths: [path.join(ROOT, 'services', 'content')] }));
  const db = createPrismaClient(contentDatabaseUrl);
  try {
    const now = new Date().toISOString();
    const positions = generateNKeysBetween(null, null, PAGES);
    const bodies = new Map();
    const pages = positions.map((position, index) => {
      const markdown = seedMarkdown(index);
      const bodyHash = bodyHashOf(markdown);
      bodies.set(bodyHash, markdown);
      return { id: `chaos-page-${index}`, kind: 'document', parentId: null, position, title: `Page ${index}`, slug: `page-${index}`, bodyHash, createdAt: now, updatedAt: now };
    });
    await putBodies(db, bodies);
    for (const spaceId of spaceIds) {
      const space = await db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
      const base = await db.revision.findUniqueOrThrow({ where: { id: space.revisionId }, select: storedRevisionSelect });
      const revision = await createRevision(db, { spaceId, base, changes: { pages: { put: pages } }, type: 'edits', parents: [base.id] });
      await db.space.update({ where: { id: spaceId }, data: { revisionId: revision.id } });
    }
    return pages.map((page) => page.id);
  } finally {
    await db.$disconnect();
  }
}

export async function run({ http, organizationId, db, databaseUrl, stack, log }) {
  const { request, api } = http;
  const contentDb = db('content');
  const problems = [];
  const spaces = [];
  for (let index = 0; index < SPACES; index += 1) spaces.push((await api('POST', `/orgs/${organizationId}/spaces`, { title: `Chaos merge ${index}` })).id);
  const pageIds = await seedSpaces(shared.databaseUrlFor(databaseUrl, 'content'), spaces);
  /** The text each page of each space has on main now: `${spaceId}/${pageId}` -> markdown. */
  const mainText = new Map();
  for (const spaceId of spaces) pageIds.forEach((pageId, index) => mainText.set(`${spaceId}/${pageId}`, seedMarkdown(index)));

  const mergeOutcomes = [];
  const tally = { kills: 0, inFlightAtKill: 0, atBefore: 0, atAfter: 0, neither: 0, committedButNotAnswered: 0, mergedAfterRestart: 0, mergeRetries: 0, readRetries: 0 };
  /**
   * Merges a change request a kill left open, again while content answers 503 or 504 (just
   * restarted, it may still be catching up); an attempt that timed out may have committed,
   * which the database says. Resolves to undefined once the change request is merged, else to
   * the last answer.
   */
  const mergeEventually = async (spaceId, changeRequestId) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const merge = await request('POST', `/spaces/${spaceId}/change-requests/${changeRequestId}/merge`, undefined, { label: 'merge after restart' });
      if (succeeded(merge) && merge.body?.result === 'merge') return undefined;
      const { rows } = await contentDb.query('SELECT status::text AS status FROM change_requests WHERE id = $1', [changeRequestId]);
      if (rows[0]?.status === 'merged') return undefined;
      if (![0, 503, 504].includes(merge.status) || Date.now() > deadline) return `${merge.status || merge.error} ${JSON.stringify(merge.body)}`;
      tally.mergeRetries += 1;
      await sleep(500);
    }
  };
  const restartMs = [];
  let roundMs;

  for (let round = 0; round < ROUNDS; round += 1) {
    const roundStarted = Date.now();
    const edited = pageIds.slice(round * EDITS, (round + 1) * EDITS).map((pageId) => ({ pageId, index: pageIds.indexOf(pageId) }));
    const changeRequests = await Promise.all(
      spaces.map(async (spaceId) => {
        // A repeated creation leaves an unused change request behind, which changes nothing here.
        const changeRequest = await api('POST', `/spaces/${spaceId}/change-requests`, { subject: `Round ${round}` }, { retry: true });
        for (const { pageId, index } of edited) {
          await api('PATCH', `/spaces/${spaceId}/change-requests/${changeRequest.id}/content/page/${pageId}`, { content: { markdown: editedMarkdown(round, index) } }, { retry: true });
        }
        return changeRequest.id;
      }),
    );
    const prepared = Date.now();
    const before = new Map((await contentDb.query('SELECT id, revision_id FROM spaces WHERE id = ANY($1)', [spaces])).rows.map((row) => [row.id, row.revision_id]));
    const incoming = new Map((await contentDb.query('SELECT id, revision_id FROM change_requests WHERE id = ANY($1)', [changeRequests])).rows.map((row) => [row.id, row.revision_id]));

    const started = Date.now();
    let answered = 0;
    let onAnswer = () => undefined;
    const merges = spaces.map((spaceId, index) =>
      request('POST', `/spaces/${spaceId}/change-requests/${changeRequests[index]}/merge`, undefined, { label: 'merge' }).then((outcome) => {
        answered += 1;
        onAnswer();
        return outcome;
      }),
    );
    const killed = round > 0;
    let inFlightAtKill = 0;
    if (killed) {
      if (round % 2 === 1) {
        // A random moment of the time the first round's merges took: often before any commit.
        await sleep(Math.round(roundMs * (0.05 + 0.9 * Math.random())));
      } else {
        // Just after a random number of merges were answered: those committed, the others are under way.
        const wanted = 1 + Math.floor(Math.random() * (SPACES - 1));
        await Promise.race([new Promise((resolve) => (onAnswer = () => answered >= wanted && resolve())), sleep(roundMs * 3)]);
      }
      tally.kills += 1;
      inFlightAtKill = SPACES - answered;
      tally.inFlightAtKill += inFlightAtKill;
      stack.processes.content.kill('SIGKILL');
      await stack.processes.content.exited;
    }
    const outcomes = await Promise.all(merges);
    const mergesDone = Date.now();
    mergeOutcomes.push(...outcomes);
    if (!killed) roundMs = Date.now() - started;
    if (killed) {
      const restartStarted = Date.now();
      await stack.restart('content');
      restartMs.push(Date.now() - restartStarted);
    }

    const checking = Date.now();
    const { rows } = await contentDb.query(
      `SELECT s.id AS space_id, s.revision_id, c.id AS change_request_id, c.status::text AS status, c.revision_merged_id,
              r.type::text AS type, r.parents, r.change_request_id AS revision_change_request_id
         FROM spaces s
         JOIN change_requests c ON c.id = ANY($2) AND c.space_id = s.id
         LEFT JOIN revisions r ON r.id = s.revision_id
        WHERE s.id = ANY($1)`,
      [spaces, changeRequests],
    );
    const leftOpen = [];
    await Promise.all(
      rows.map(async (row) => {
        const answer = outcomes[spaces.indexOf(row.space_id)];
        const wasBefore = before.get(row.space_id);
        let state;
        if (row.status === 'merged') {
          const parents = row.parents ?? [];
          const whole =
            row.revision_id === row.revision_merged_id &&
            row.type === 'merge' &&
            row.revision_change_request_id === row.change_request_id &&
            parents[0] === wasBefore &&
            parents[1] === incoming.get(row.change_request_id);
          if (!whole) problems.push(`round ${round}, space ${row.space_id}: change request merged but main is ${row.revision_id} (${row.type}, parents ${parents.join(' ')})`);
          state = 'after';
          tally.atAfter += 1;
          if (!succeeded(answer)) tally.committedButNotAnswered += 1;
        } else if (row.revision_id === wasBefore) {
          state = 'before';
          tally.atBefore += 1;
          if (succeeded(answer)) problems.push(`round ${round}, space ${row.space_id}: the merge answered ${answer.status} but the change request is ${row.status} and main did not move`);
          leftOpen.push({ spaceId: row.space_id, changeRequestId: row.change_request_id });
        } else {
          problems.push(`round ${round}, space ${row.space_id}: main is ${row.revision_id}, neither ${wasBefore} nor a merge of ${row.change_request_id} (${row.status})`);
          tally.neither += 1;
          return;
        }
        // What readers see: all the edited pages with their old text, or all with their new text.
        for (const { pageId, index: pageIndex } of edited) {
          const expected = state === 'after' ? editedMarkdown(round, pageIndex) : mainText.get(`${row.space_id}/${pageId}`);
          const { outcome: page, retries } = await requestUntilAnswered(request, 'GET', `/spaces/${row.space_id}/content/page/${pageId}?format=markdown`);
          tally.readRetries += retries;
          if (!succeeded(page) || page.body?.markdown?.trim() !== expected.trim()) {
            problems.push(`round ${round}, space ${row.space_id}: page ${pageId} answers ${page.status || page.error}${succeeded(page) ? ' with text of neither state' : ''} (main ${state})`);
            return;
          }
        }
      }),
    );
    // The survivors merge once content is back: no lock or half-state was left behind.
    await Promise.all(
      leftOpen.map(async ({ spaceId, changeRequestId }) => {
        const failure = await mergeEventually(spaceId, changeRequestId);
        if (failure) problems.push(`round ${round}, space ${spaceId}: merging change request ${changeRequestId} after the restart answered ${failure}`);
        else tally.mergedAfterRestart += 1;
      }),
    );
    for (const spaceId of spaces) for (const { pageId, index } of edited) mainText.set(`${spaceId}/${pageId}`, editedMarkdown(round, index));
    log(`content: round ${round + 1}/${ROUNDS} ${killed ? `killed with ${inFlightAtKill} of ${SPACES} merges in flight` : `merges took ${roundMs} ms`} (prepare ${seconds(prepared - roundStarted)} s, merges ${seconds(mergesDone - prepared)} s, restart ${seconds(checking - mergesDone)} s, checks ${seconds(Date.now() - checking)} s)`);
  }

  const unexpected = mergeOutcomes.filter((outcome) => !succeeded(outcome) && outcome.status !== 503);
  if (unexpected.length) problems.push(`${unexpected.length} merges answered neither 2xx nor 503 (${formatCounts(countByAnswer(unexpected))})`);
  const incomplete = await contentProblems(contentDb, spaces);
  problems.push(...incomplete.slice(0, 5));
  if (incomplete.length > 5) problems.push(`... ${incomplete.length} problems in content's database in all`);

  const figures = [
    `kills ${tally.kills}`,
    `merges ${mergeOutcomes.length} (${formatCounts(countByAnswer(mergeOutcomes))})`,
    `in-flight-at-kill ${tally.inFlightAtKill}`,
    `main before ${tally.atBefore} after ${tally.atAfter} neither ${tally.neither}`,
    `committed-but-unanswered ${tally.committedButNotAnswered}`,
    `merged-after-restart ${tally.mergedAfterRestart}`,
    `partial-revisions ${incomplete.length}`,
    `uninterrupted-round ${roundMs}ms`,
    `content-restart ${restartMs.length ? seconds(restartMs.reduce((a, b) => a + b, 0) / restartMs.length) : '-'}s avg`,
    `retried after the restart: merges ${tally.mergeRetries}, check reads ${tally.readRetries}`,
  ];
  return { ok: problems.length === 0, figures: figures.join(', '), problems };
}
