// NATS down for 60 s during writes: 0 events lost, 0 duplicated effects in consumers.
//
// Writer loops keep creating a space, a change request on it and a site space for it, then
// delete the space, before, during and after the outage. Each step writes an event to its
// service's outbox; three consumers act on them (insights records a task per change request,
// sites removes the deleted space's site spaces and writes one `site-space.deleted` event per
// site space removed, content's search indexing records each space event). Once NATS is back
// and everything has caught up, the check reads the real state: every outbox row of the
// period is marked sent and is in the JetStream stream exactly once, every consumer recorded
// every event it should have, and each effect happened exactly once.
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { countByAnswer, formatCounts, runLoops, seconds, sleep, succeeded, waitUntil } from './http.mjs';

export const name = 'nats';
export const invariant = 'NATS down for 60 s during writes: 0 events lost, 0 duplicated effects in consumers';

const DOWN_MS = Number(process.env.CHAOS_NATS_DOWN_S ?? 60) * 1000;
const BEFORE_MS = 5_000;
const AFTER_MS = 5_000;
const LOOPS = 3;
/** How long the relays and consumers get to catch up once NATS is back. */
const CATCH_UP_TIMEOUT_MS = 120_000;
const OUTBOX_SERVICES = ['identity', 'content', 'sites', 'insights'];

/** Every message id (Nats-Msg-Id) of the QUIRE stream with how often it is stored. */
async function streamMessageIds(natsUrl) {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info('QUIRE');
    const counts = new Map();
    if (state.messages === 0) return counts;
    const consumer = await jetstream(nc).consumers.get('QUIRE', { headers_only: true });
    const messages = await consumer.consume();
    for await (const message of messages) {
      const id = message.headers?.get('Nats-Msg-Id');
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
      if (message.seq >= state.last_seq) break;
    }
    return counts;
  } finally {
    await nc.close();
  }
}

const maxSeq = async (db) => BigInt((await db.query('SELECT COALESCE(max(seq), 0)::text AS seq FROM outbox')).rows[0].seq);
const unsentCount = async (db) => (await db.query('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL')).rows[0].n;

/** Event ids a consumer recorded in `processed_events` (`<durable>:<event id>`), for durables matching `pattern`. */
async function processedEventIds(db, pattern) {
  const { rows } = await db.query(
    `SELECT consumer, substring(id FROM length(consumer) + 2) AS event_id FROM processed_events WHERE consumer LIKE $1`,
    [pattern],
  );
  const byConsumer = new Map();
  for (const row of rows) {
    if (!byConsumer.has(row.consumer)) byConsumer.set(row.consumer, new Set());
    byConsumer.get(row.consumer).add(row.event_id);
  }
  return byConsumer;
}

export async function run({ http, organizationId, db, infra, log }) {
  const { request, api } = http;
  const problems = [];
  const sites = [];
  for (let loop = 0; loop < LOOPS; loop += 1) sites.push(await api('POST', `/orgs/${organizationId}/sites`, { title: `Chaos NATS ${loop}` }));
  const since = Object.fromEntries(await Promise.all(OUTBOX_SERVICES.map(async (service) => [service, await maxSeq(db(service))])));

  const written = { changeRequests: [], siteSpaces: [] };
  const outcomes = [];
  const step = async (label, method, path, body) => {
    const outcome = await request(method, path, body, { label });
    outcomes.push(outcome);
    return outcome;
  };
  let writing = true;
  const writers = runLoops(LOOPS, () => writing, async (loop, n) => {
    const space = await step('create space', 'POST', `/orgs/${organizationId}/spaces`, { title: `Chaos NATS ${loop}-${n}` });
    if (!succeeded(space)) return sleep(100);
    const changeRequest = await step('create change request', 'POST', `/spaces/${space.body.id}/change-requests`, { subject: `NATS ${loop}-${n}` });
    if (succeeded(changeRequest)) written.changeRequests.push(changeRequest.body.id);
    const siteSpace = await step('add site space', 'POST', `/orgs/${organizationId}/sites/${sites[loop].id}/site-spaces`, { spaceId: space.body.id });
    const deleted = await step('delete space', 'DELETE', `/spaces/${space.body.id}`);
    if (succeeded(siteSpace) && succeeded(deleted)) written.siteSpaces.push(siteSpace.body.id);
  });

  // The outbox backlog while NATS is away, sampled every second.
  let peakBacklog = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const backlog = await unsentCount(db('content')).catch(() => 0);
      peakBacklog = Math.max(peakBacklog, backlog);
      await sleep(1000);
    }
  })();

  let natsBackAt;
  try {
    await sleep(BEFORE_MS);
    log(`nats: stopping NATS for ${seconds(DOWN_MS)} s under ${LOOPS} writer loops`);
    await infra.nats.stop();
    const stoppedAt = Date.now();
    await sleep(DOWN_MS);
    await infra.nats.start();
    natsBackAt = Date.now();
    log(`nats: NATS is back after ${seconds(natsBackAt - stoppedAt)} s`);
    await sleep(AFTER_MS);
  } finally {
    writing = false;
    await writers;
    sampling = false;
    await sampler;
  }

  // Caught up: no outbox row waits, and every consumer saw the events written.
  log('nats: waiting for the relays and consumers to catch up');
  const everyOutboxPublished = async () => (await Promise.all(OUTBOX_SERVICES.map((service) => unsentCount(db(service))))).every((n) => n === 0);
  /** Every outbox row written since the start, with whether it is marked sent now. */
  const readEvents = async () => {
    const found = [];
    for (const service of OUTBOX_SERVICES) {
      const { rows } = await db(service).query(
        `SELECT id, type, data, sent_at IS NOT NULL AS sent FROM outbox WHERE seq > $1::bigint ORDER BY seq`,
        [since[service].toString()],
      );
      for (const row of rows) found.push({ service, ...row });
    }
    return found;
  };
  const caughtUpMs = await waitUntil(
    'every outbox published',
    async () => ((await everyOutboxPublished()) ? Date.now() - natsBackAt : undefined),
    { timeoutMs: CATCH_UP_TIMEOUT_MS },
  ).catch((error) => {
    problems.push(error.message);
    return undefined;
  });

  // Content's events are all written by now (its writers have stopped and its outbox is empty).
  const contentEvents = (await readEvents()).filter((event) => event.service === 'content');
  const expectedBy = {
    insights: contentEvents.filter((event) => event.type.startsWith('quire.content.change-request.')),
    sites: contentEvents.filter((event) => event.type === 'quire.content.space.deleted' || event.type === 'quire.content.space.transferred'),
    search: contentEvents.filter((event) => event.type.startsWith('quire.content.space.')),
  };
  const consumers = [
    { label: 'insights', service: 'insights', pattern: 'insights-content-change-requests%' },
    { label: 'sites', service: 'sites', pattern: 'sites-content-spaces%' },
    { label: 'search', service: 'content', pattern: 'content-search-%-spaces%' },
  ];
  // Consumers run on after the outboxes are empty: give them the same deadline.
  const consumed = {};
  await waitUntil(
    'every consumer caught up',
    async () => {
      for (const consumer of consumers) {
        const byDurable = await processedEventIds(db(consumer.service), consumer.pattern);
        consumed[consumer.label] = byDurable;
      }
      const behind = consumers.some(({ label }) => {
        const [ids] = [...consumed[label].values()];
        return consumed[label].size !== 1 || expectedBy[label].some((event) => !ids.has(event.id));
      });
      return behind ? undefined : true;
    },
    { timeoutMs: CATCH_UP_TIMEOUT_MS },
  ).catch(() => undefined);

  // The consumers' own events (sites' site-space.deleted) are written while they catch up: the
  // rows are read, with their state, once those have been published too.
  await waitUntil('every outbox published after the consumers', async () => ((await everyOutboxPublished()) ? true : undefined), {
    timeoutMs: CATCH_UP_TIMEOUT_MS,
  }).catch((error) => problems.push(error.message));
  const events = await readEvents();

  // Lost: a row never sent, or sent but not in the stream. Duplicated: stored more than once.
  const stream = await streamMessageIds(infra.natsUrl);
  const unsent = events.filter((event) => !event.sent);
  const missing = events.filter((event) => !stream.has(event.id));
  const duplicated = events.filter((event) => (stream.get(event.id) ?? 0) > 1);
  if (unsent.length) problems.push(`${unsent.length} outbox rows never published (e.g. ${unsent[0].service} ${unsent[0].type} ${unsent[0].id})`);
  if (missing.length) problems.push(`${missing.length} events not in the QUIRE stream (e.g. ${missing[0].service} ${missing[0].type} ${missing[0].id})`);
  if (duplicated.length) problems.push(`${duplicated.length} events stored more than once in the stream (e.g. ${duplicated[0].id})`);

  const consumerFigures = [];
  for (const { label } of consumers) {
    const durables = [...(consumed[label]?.keys() ?? [])];
    if (durables.length !== 1) {
      problems.push(`${label}: expected one durable consumer, found ${durables.length} (${durables.join(', ') || 'none'})`);
      continue;
    }
    const ids = consumed[label].get(durables[0]);
    const notHandled = expectedBy[label].filter((event) => !ids.has(event.id));
    if (notHandled.length) problems.push(`${label} (${durables[0]}): ${notHandled.length} of ${expectedBy[label].length} events never handled (e.g. ${notHandled[0].type} ${notHandled[0].id})`);
    consumerFigures.push(`${label} ${expectedBy[label].length - notHandled.length}/${expectedBy[label].length}`);
  }

  // The effects. Insights: one task row per change request, in the state content gave it.
  const { rows: tasks } = await db('insights').query(`SELECT id, status FROM change_request_tasks WHERE id = ANY($1)`, [written.changeRequests]);
  const taskIds = new Set(tasks.map((task) => task.id));
  const withoutTask = written.changeRequests.filter((id) => !taskIds.has(id));
  if (withoutTask.length) problems.push(`insights: ${withoutTask.length} change requests have no task row (e.g. ${withoutTask[0]})`);
  // Sites: each site space of a deleted space removed, with exactly one site-space.deleted event.
  const { rows: remaining } = await db('sites').query(`SELECT id FROM site_spaces WHERE id = ANY($1)`, [written.siteSpaces]);
  if (remaining.length) problems.push(`sites: ${remaining.length} site spaces of deleted spaces are still there (e.g. ${remaining[0].id})`);
  const { rows: removals } = await db('sites').query(
    `SELECT data->>'id' AS id, count(*)::int AS n FROM outbox
      WHERE type = 'quire.sites.site-space.deleted' AND data->>'reason' = 'space-removed' AND data->>'id' = ANY($1)
      GROUP BY 1`,
    [written.siteSpaces],
  );
  const removalCount = new Map(removals.map((row) => [row.id, row.n]));
  const removedTwice = written.siteSpaces.filter((id) => (removalCount.get(id) ?? 0) > 1);
  const neverRemoved = written.siteSpaces.filter((id) => !removalCount.has(id));
  if (removedTwice.length) problems.push(`sites: ${removedTwice.length} site spaces removed more than once (e.g. ${removedTwice[0]} ${removalCount.get(removedTwice[0])} times)`);
  if (neverRemoved.length) problems.push(`sites: ${neverRemoved.length} site spaces without their removal event (e.g. ${neverRemoved[0]})`);

  // Writes do not need NATS: every request must have succeeded, outage or not.
  const failed = outcomes.filter((outcome) => !succeeded(outcome));
  if (failed.length) problems.push(`${failed.length} writes failed (${formatCounts(countByAnswer(failed))}); e.g. ${failed[0].label}: ${failed[0].status || failed[0].error}`);

  const figures = [
    `down ${seconds(DOWN_MS)}s`,
    `writes ${outcomes.length} (${formatCounts(countByAnswer(outcomes))})`,
    `events ${events.length} published ${events.length - unsent.length} in-stream ${events.length - missing.length} duplicated ${duplicated.length}`,
    `peak-backlog ${peakBacklog}`,
    `caught-up ${caughtUpMs === undefined ? 'never' : `${seconds(caughtUpMs)}s`}`,
    `consumed ${consumerFigures.join(' ')}`,
    `effects tasks ${tasks.length}/${written.changeRequests.length} site-space-removals ${written.siteSpaces.length - neverRemoved.length}/${written.siteSpaces.length} duplicated ${removedTwice.length}`,
  ];
  return { ok: problems.length === 0, figures: figures.join(', '), problems };
}
