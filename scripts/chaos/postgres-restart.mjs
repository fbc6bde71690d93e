// PostgreSQL restarted during writes: every request either succeeded or returned 503, with
// nothing half-written.
//
// Writer loops run a whole editing flow (create a space, open a change request, write a page
// in it, merge it, read the page back from main) while the server is stopped in its fast mode
// (every session ended, as a restart or failover does), kept down a few seconds and started
// again. Every answer must be 2xx or 503. Afterwards every space created is read back through
// the API with its page where the flow got that far, and content's database is checked for
// incomplete revisions and dangling revision references (content-state.mjs).
import { contentProblems } from './content-state.mjs';
import { countByAnswer, formatCounts, requestUntilAnswered, runLoops, seconds, sleep, succeeded } from './http.mjs';

export const name = 'postgres';
export const invariant = 'PostgreSQL restarted during writes: every request succeeded or returned 503, nothing half-written';

const BEFORE_MS = 4_000;
const DOWN_MS = Number(process.env.CHAOS_POSTGRES_DOWN_S ?? 5) * 1000;
const AFTER_MS = 8_000;
const LOOPS = 4;

const pageMarkdown = (loop, n) => `# Chaos ${loop}-${n}\n\nWritten while PostgreSQL restarts (${loop}-${n}).\n`;

export async function run({ http, organizationId, db, infra, log }) {
  const { request } = http;
  const problems = [];
  /** What the flow got to for each space it created: { spaceId, changeRequestId?, pageId?, merged?, markdown }. */
  const flows = [];
  const outcomes = [];
  const step = async (label, method, path, body) => {
    const outcome = await request(method, path, body, { label });
    outcomes.push(outcome);
    return outcome;
  };

  let writing = true;
  const writers = runLoops(LOOPS, () => writing, async (loop, n) => {
    const space = await step('create space', 'POST', `/orgs/${organizationId}/spaces`, { title: `Chaos PG ${loop}-${n}` });
    // While the database is away every answer is a fast 503: do not spin.
    if (!succeeded(space)) return sleep(50);
    const flow = { spaceId: space.body.id, markdown: pageMarkdown(loop, n) };
    flows.push(flow);
    const changeRequest = await step('create change request', 'POST', `/spaces/${flow.spaceId}/change-requests`, { subject: `PG ${loop}-${n}` });
    if (!succeeded(changeRequest)) return sleep(50);
    flow.changeRequestId = changeRequest.body.id;
    const page = await step('create page', 'POST', `/spaces/${flow.spaceId}/change-requests/${flow.changeRequestId}/content/pages`, {
      type: 'document',
      title: `Page ${loop}-${n}`,
      content: { markdown: flow.markdown },
    });
    if (!succeeded(page)) return sleep(50);
    flow.pageId = page.body.id;
    const merge = await step('merge', 'POST', `/spaces/${flow.spaceId}/change-requests/${flow.changeRequestId}/merge`);
    if (!succeeded(merge)) return sleep(50);
    flow.merged = true;
    await step('read page', 'GET', `/spaces/${flow.spaceId}/content/page/${flow.pageId}?format=markdown`);
  });

  let stoppedAt;
  let upAt;
  try {
    await sleep(BEFORE_MS);
    log(`postgres: stopping PostgreSQL (fast shutdown) under ${LOOPS} writer loops`);
    stoppedAt = Date.now();
    await infra.postgres.stop();
    await sleep(DOWN_MS);
    await infra.postgres.start();
    upAt = Date.now();
    log(`postgres: PostgreSQL is back after ${seconds(upAt - stoppedAt)} s`);
    await sleep(AFTER_MS);
  } finally {
    writing = false;
    await writers;
  }

  // Every answer is a success or a 503.
  const unexpected = outcomes.filter((outcome) => !succeeded(outcome) && outcome.status !== 503);
  for (const outcome of unexpected.slice(0, 5)) {
    const answer = outcome.status === 0 ? outcome.error : `${outcome.status} ${JSON.stringify(outcome.body)}`;
    problems.push(`${outcome.label} answered ${answer} at +${seconds(outcome.endedAt - stoppedAt)}s`);
  }
  if (unexpected.length > 5) problems.push(`... ${unexpected.length} answers other than 2xx or 503 in all`);
  const unavailable = outcomes.filter((outcome) => outcome.status === 503);
  const firstSuccessAfterUp = outcomes.filter((outcome) => succeeded(outcome) && outcome.startedAt >= upAt).reduce((min, outcome) => Math.min(min, outcome.endedAt), Infinity);
  if (firstSuccessAfterUp === Infinity) problems.push('no request succeeded after PostgreSQL came back');

  // Read everything back through the API.
  let readBack = 0;
  for (const flow of flows) {
    const { outcome: content } = await requestUntilAnswered(request, 'GET', `/spaces/${flow.spaceId}/content`);
    if (!succeeded(content) || !Array.isArray(content.body?.pages)) {
      problems.push(`space ${flow.spaceId}: its content answers ${content.status || content.error}`);
      continue;
    }
    if (flow.pageId) {
      const where = flow.merged ? `/spaces/${flow.spaceId}` : `/spaces/${flow.spaceId}/change-requests/${flow.changeRequestId}`;
      const { outcome: page } = await requestUntilAnswered(request, 'GET', `${where}/content/page/${flow.pageId}?format=markdown`);
      if (!succeeded(page) || page.body?.markdown?.trim() !== flow.markdown.trim()) {
        problems.push(`space ${flow.spaceId}: page ${flow.pageId} ${flow.merged ? 'merged into main' : 'of its change request'} answers ${page.status || page.error} ${succeeded(page) ? 'with other text' : ''}`.trim());
        continue;
      }
    }
    readBack += 1;
  }

  // And in the database: every space of the organization, the ones whose creation answered 503 included.
  const { rows } = await db('content').query(`SELECT id FROM spaces WHERE organization_id = $1 AND title LIKE 'Chaos PG %'`, [organizationId]);
  const incomplete = await contentProblems(db('content'), rows.map((row) => row.id));
  problems.push(...incomplete.slice(0, 5));
  if (incomplete.length > 5) problems.push(`... ${incomplete.length} problems in content's database in all`);

  const window = unavailable.length
    ? `${seconds(Math.min(...unavailable.map((o) => o.endedAt)) - stoppedAt)}..${seconds(Math.max(...unavailable.map((o) => o.endedAt)) - stoppedAt)}s`
    : 'none';
  const figures = [
    `down ${seconds(upAt - stoppedAt)}s`,
    `requests ${outcomes.length} (${formatCounts(countByAnswer(outcomes))})`,
    `other-than-2xx/503 ${unexpected.length}`,
    `503-window ${window} after the stop`,
    `first-success ${firstSuccessAfterUp === Infinity ? 'never' : `${seconds(firstSuccessAfterUp - upAt)}s`} after the start`,
    `spaces read-back ${readBack}/${flows.length}`,
    `spaces in db ${rows.length}`,
    `incomplete ${incomplete.length}`,
  ];
  return { ok: problems.length === 0, figures: figures.join(', '), problems };
}
