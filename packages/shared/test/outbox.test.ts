import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JsMsg } from '@nats-io/jetstream';
import { eventNamespaceFromEnv, migrate, namespacedDurable, namespacedSubject, outboxEvent, startEventConsumer, startOutboxRelay, type EventEnvelope } from '../src';
import { coveringSubject, subjectMatches } from '../src/outbox/consumer';
import { EVENT_RETENTION_NS, ensureEventStream } from '../src/outbox/nats';
import { createTestDatabase, memoryLogger, NATS_URL, query, randomSuffix } from './helpers';

const MIGRATIONS = join(__dirname, 'fixtures', 'outbox-migrations');
const { logger } = memoryLogger();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nc: NatsConnection;
/** A service name of its own per test, so its subjects `quire.<service>.>` hold only this test's events. */
let service: string;

beforeAll(async () => {
  database = await createTestDatabase('outbox');
  await migrate({ databaseUrl: database.url, migrationsDir: MIGRATIONS, logger });
  await query(database.url, 'CREATE TABLE handled (event_id TEXT NOT NULL, type TEXT NOT NULL)');
  nc = await connect({ servers: NATS_URL });
});

beforeEach(() => {
  service = `test${randomSuffix()}`;
});

afterEach(async () => {
  const jsm = await jetstreamManager(nc);
  await jsm.streams.purge('QUIRE', { filter: `quire.${service}.>` }).catch(() => undefined);
});

afterAll(async () => {
  await nc.close();
  await database.drop();
});

async function insertEvents(events: { resource: string; verb: string; aggregateId: string; n: number }[]) {
  const ids: string[] = [];
  for (const event of events) {
    const row = outboxEvent({ service, organizationId: 'org1', data: { n: event.n }, ...event });
    await query(
      database.url,
      `INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data) VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id, row.type, row.subject, row.aggregateId, row.organizationId, JSON.stringify(row.data)],
    );
    ids.push(row.id);
  }
  return ids;
}

const unsentCount = async () =>
  (await query<{ n: number }>(database.url, `SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND type LIKE $1`, [`quire.${service}.%`]))[0].n;

/** Every message on this test's subjects, read with an ordered consumer until the stream has no more. */
async function readStream(): Promise<JsMsg[]> {
  const js = jetstream(nc);
  const consumer = await js.consumers.get('QUIRE', { filter_subjects: `quire.${service}.>` });
  const messages: JsMsg[] = [];
  for (;;) {
    const next = await consumer.next({ expires: 1000 });
    if (!next) return messages;
    messages.push(next);
  }
}

describe('startOutboxRelay', () => {
  it('keeps events while NATS is down, then publishes each once, in seq order', async () => {
    const ids = await insertEvents([
      { resource: 'space', verb: 'created', aggregateId: 'space-a', n: 1 },
      { resource: 'space', verb: 'created', aggregateId: 'space-b', n: 1 },
      { resource: 'space', verb: 'updated', aggregateId: 'space-a', n: 2 },
      { resource: 'space', verb: 'updated', aggregateId: 'space-b', n: 2 },
      { resource: 'space', verb: 'deleted', aggregateId: 'space-a', n: 3 },
    ]);

    const offline = startOutboxRelay({ databaseUrl: database.url, natsUrl: 'nats://127.0.0.1:1', service, logger, pollMs: 50 });
    await sleep(400);
    expect(await unsentCount()).toBe(5);
    await offline.stop();

    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger, pollMs: 50 });
    try {
      await relay.flush();
      expect(await unsentCount()).toBe(0);
    } finally {
      await relay.stop();
    }

    const messages = await readStream();
    expect(messages.map((m) => m.headers?.get('Nats-Msg-Id'))).toEqual(ids);
    const envelopes = messages.map((m) => m.json<EventEnvelope<{ n: number }>>());
    expect(envelopes.map((e) => e.id)).toEqual(ids);
    for (const aggregate of ['space-a', 'space-b']) {
      const ns = envelopes.filter((e) => e.subject === aggregate).map((e) => e.data.n);
      expect(ns).toEqual([...ns].sort());
    }
    expect(messages[2].subject).toBe(`quire.${service}.space.updated`);
    expect(envelopes[2]).toEqual({
      specversion: '1.0',
      id: ids[2],
      type: `quire.${service}.space.updated`,
      source: `quire/${service}`,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      subject: 'space-a',
      organization: 'org1',
      data: { n: 2 },
    });
    expect(messages[2].headers?.get('ce-type')).toBe(`quire.${service}.space.updated`);
  });

  it('publishes in numeric seq order across a power of ten', async () => {
    // The next seqs cross a power of ten (96..107, or 996..1007, ...).
    await query(
      database.url,
      `SELECT setval(pg_get_serial_sequence('outbox', 'seq'),
                     (SELECT (10 ^ length((coalesce(max(seq), 0) + 10)::text))::bigint - 5 FROM outbox))`,
    );
    const ids = await insertEvents(
      Array.from({ length: 12 }, (_, n) => ({ resource: 'space', verb: 'updated', aggregateId: 'space-a', n })),
    );
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger, pollMs: 60_000 });
    try {
      await relay.flush();
    } finally {
      await relay.stop();
    }
    expect((await readStream()).map((m) => m.json<EventEnvelope>().id)).toEqual(ids);
  });

  it('publishing a row again does not duplicate it in the stream', async () => {
    const [id] = await insertEvents([{ resource: 'page', verb: 'created', aggregateId: 'p1', n: 1 }]);
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger, pollMs: 60_000 });
    try {
      await relay.flush(); // the loop may have published it already
      expect(await unsentCount()).toBe(0);
      // As if the relay crashed after publishing but before marking the row sent.
      await query(database.url, 'UPDATE outbox SET sent_at = NULL WHERE id = $1', [id]);
      expect(await relay.flush()).toBe(1);
      expect(await unsentCount()).toBe(0);
    } finally {
      await relay.stop();
    }
    const messages = await readStream();
    expect(messages.map((m) => m.json<EventEnvelope>().id)).toEqual([id]);
  });

  it('is woken by the commit of a transaction that wrote events (the outbox trigger), not by the next poll', async () => {
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger, pollMs: 60_000, listeningPollMs: 60_000 });
    try {
      await relay.flush(); // connected and past its first poll
      await sleep(200); // LISTEN in place
      await insertEvents([{ resource: 'space', verb: 'created', aggregateId: 's', n: 1 }]);
      const deadline = Date.now() + 3000;
      while ((await unsentCount()) > 0 && Date.now() < deadline) await sleep(50);
      expect(await unsentCount()).toBe(0);
    } finally {
      await relay.stop();
    }
  });
});

describe('ensureEventStream', () => {
  it('keeps events for a week, also on a stream created before there was a limit', async () => {
    const jsm = await jetstreamManager(nc);
    const before = (await jsm.streams.info('QUIRE').catch(() => undefined))?.config.max_age;
    if (before !== undefined) await jsm.streams.update('QUIRE', { max_age: 0 });
    await ensureEventStream(nc);
    expect((await jsm.streams.info('QUIRE')).config.max_age).toBe(EVENT_RETENTION_NS);
  });
});

describe('startEventConsumer', () => {
  it('handles each event once, even when redelivered or after a failure', async () => {
    const durable = `test-${service}`;
    const ids = await insertEvents([
      { resource: 'space', verb: 'created', aggregateId: 's1', n: 1 },
      { resource: 'space', verb: 'created', aggregateId: 's2', n: 1 },
      { resource: 'space', verb: 'updated', aggregateId: 's1', n: 2 },
    ]);
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger });
    await relay.flush();
    await relay.stop();

    // The same event again under another message id: what a redelivery after a lost ack looks like.
    const [first] = (await readStream()).map((m) => m.json<EventEnvelope>());
    await jetstream(nc).publish(first.type, JSON.stringify(first), { msgID: `${first.id}-again` });

    let failOnce = true;
    const calls: string[] = [];
    const consumer = startEventConsumer({
      natsUrl: NATS_URL,
      durable,
      filterSubjects: [`quire.${service}.space.*`],
      databaseUrl: database.url,
      logger,
      async handle(envelope, tx) {
        calls.push(envelope.id);
        await tx.query('INSERT INTO handled (event_id, type) VALUES ($1, $2)', [envelope.id, envelope.type]);
        if (envelope.id === ids[1] && failOnce) {
          failOnce = false;
          throw new Error('transient failure');
        }
      },
    });
    try {
      const deadline = Date.now() + 10_000;
      const handled = () => query<{ event_id: string }>(database.url, 'SELECT event_id FROM handled WHERE type LIKE $1', [`quire.${service}.%`]);
      while ((await handled()).length < 3 && Date.now() < deadline) await sleep(100);
      await sleep(300); // time for the duplicate to arrive and be skipped
      expect((await handled()).map((r) => r.event_id).sort()).toEqual([...ids].sort());
      // ids[1] was tried twice (its first transaction rolled back); the duplicate never reached handle.
      expect(calls.filter((id) => id === ids[1])).toHaveLength(2);
      expect(calls.filter((id) => id === ids[0])).toHaveLength(1);
      const processed = await query<{ id: string; consumer: string }>(database.url, 'SELECT id, consumer FROM processed_events WHERE consumer = $1', [durable]);
      expect(processed.map((r) => r.id).sort()).toEqual(ids.map((id) => `${durable}:${id}`).sort());
    } finally {
      await consumer.stop();
      const jsm = await jetstreamManager(nc);
      await jsm.consumers.delete('QUIRE', durable).catch(() => undefined);
    }
  });

  it('receives only its subjects when given several', async () => {
    const durable = `test-multi-${service}`;
    const ids = await insertEvents([
      { resource: 'space', verb: 'created', aggregateId: 's1', n: 1 },
      { resource: 'space', verb: 'deleted', aggregateId: 's1', n: 2 },
      { resource: 'page', verb: 'updated', aggregateId: 'p1', n: 3 },
      { resource: 'site', verb: 'published', aggregateId: 'x1', n: 4 },
    ]);
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger });
    await relay.flush();
    await relay.stop();

    const seen: string[] = [];
    const consumer = startEventConsumer({
      natsUrl: NATS_URL,
      durable,
      filterSubjects: [`quire.${service}.space.created`, `quire.${service}.page.*`],
      databaseUrl: database.url,
      logger,
      async handle(envelope) {
        seen.push(envelope.id);
      },
    });
    try {
      const deadline = Date.now() + 10_000;
      while (seen.length < 2 && Date.now() < deadline) await sleep(100);
      await sleep(500); // time for anything unwanted to arrive
      expect(seen).toEqual([ids[0], ids[2]]);
    } finally {
      await consumer.stop();
      const jsm = await jetstreamManager(nc);
      await jsm.consumers.delete('QUIRE', durable).catch(() => undefined);
    }
  });
});

describe('event namespaces (QUIRE_EVENT_NAMESPACE)', () => {
  it('routes a namespaced stack\'s events to its own consumers only, under durables of its own', async () => {
    const namespace = `ns${randomSuffix().toLowerCase()}`;
    const durable = `test-ns-${service}`;
    const ids = await insertEvents([{ resource: 'space', verb: 'created', aggregateId: 's1', n: 1 }]);
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger, namespace });
    await relay.flush();
    await relay.stop();

    const stored = await jetstream(nc).consumers.get('QUIRE', { filter_subjects: `quire.ns-${namespace}.${service}.>` });
    const message = await stored.next({ expires: 2000 });
    expect(message?.subject).toBe(`quire.ns-${namespace}.${service}.space.created`);
    // The envelope is the same in every namespace: only the routing differs.
    expect(message?.json<EventEnvelope>().type).toBe(`quire.${service}.space.created`);
    expect(await readStream()).toHaveLength(0);

    const seen: Record<string, string[]> = { same: [], none: [], other: [] };
    const consumers = Object.entries({ same: namespace, none: undefined, other: `${namespace}x` }).map(([label, ns]) =>
      startEventConsumer({
        natsUrl: NATS_URL,
        durable,
        namespace: ns,
        filterSubjects: [`quire.${service}.space.*`],
        databaseUrl: database.url,
        logger,
        async handle(envelope) {
          seen[label].push(envelope.id);
        },
      }),
    );
    try {
      const deadline = Date.now() + 10_000;
      while (seen.same.length < 1 && Date.now() < deadline) await sleep(100);
      await sleep(500); // time for anything misrouted to arrive
      expect(seen).toEqual({ same: ids, none: [], other: [] });
      const processed = await query<{ consumer: string }>(database.url, 'SELECT consumer FROM processed_events WHERE consumer LIKE $1', [`${durable}%`]);
      expect(processed.map((r) => r.consumer)).toEqual([`${durable}-ns-${namespace}`]);
    } finally {
      await Promise.all(consumers.map((consumer) => consumer.stop()));
      const jsm = await jetstreamManager(nc);
      for (const name of [durable, `${durable}-ns-${namespace}`, `${durable}-ns-${namespace}x`]) await jsm.consumers.delete('QUIRE', name).catch(() => undefined);
      await jsm.streams.purge('QUIRE', { filter: `quire.ns-${namespace}.>` }).catch(() => undefined);
    }
  });

  it('reads the namespace from the environment and refuses a malformed one', () => {
    expect(eventNamespaceFromEnv({})).toBeUndefined();
    expect(eventNamespaceFromEnv({ QUIRE_EVENT_NAMESPACE: '' })).toBeUndefined();
    expect(eventNamespaceFromEnv({ QUIRE_EVENT_NAMESPACE: 'bench_2-a' })).toBe('bench_2-a');
    for (const bad of ['Bench', 'a.b', 'a>', 'a b', 'x'.repeat(65)]) {
      expect(() => eventNamespaceFromEnv({ QUIRE_EVENT_NAMESPACE: bad })).toThrow(/QUIRE_EVENT_NAMESPACE must be/);
    }
    expect(namespacedSubject('quire.content.>', undefined)).toBe('quire.content.>');
    expect(namespacedSubject('quire.content.>', 'e2e')).toBe('quire.ns-e2e.content.>');
    expect(subjectMatches('quire.content.>', namespacedSubject('quire.content.space.created', 'e2e'))).toBe(false);
    expect(namespacedDurable('sites-content-spaces', 'e2e')).toBe('sites-content-spaces-ns-e2e');
  });
});

describe('coveringSubject', () => {
  it.each([
    [['quire.content.space.deleted', 'quire.content.space.transferred'], 'quire.content.space.>'],
    [['quire.content.space.created', 'quire.content.page.*'], 'quire.content.>'],
    [['quire.content.space', 'quire.content.space.deleted'], 'quire.content.>'],
    [['quire.content.*.deleted', 'quire.content.space.created'], 'quire.content.>'],
    [['quire.content.x', 'quire.identity.y'], 'quire.>'],
    [['quire.ns-e2e.content.space.deleted', 'quire.ns-e2e.content.space.transferred'], 'quire.ns-e2e.content.space.>'],
    [['quire.ns-e2e.content.x', 'quire.ns-e2e.identity.y'], 'quire.ns-e2e.>'],
  ])('covers %j with %s', (filters, expected) => {
    const covering = coveringSubject(filters);
    expect(covering).toBe(expected);
    for (const filter of filters) expect(subjectMatches(covering, filter.replace(/\*/g, 'any'))).toBe(true);
    // Only filters of several services, without a namespace, need the whole stream (no consumer has such).
    if (!filters[0].startsWith('quire.ns-') && covering !== 'quire.>') expect(subjectMatches(covering, namespacedSubject(filters[0].replace(/\*/g, 'any'), 'soak'))).toBe(false);
  });
});

describe('subjectMatches', () => {
  it.each([
    ['quire.content.>', 'quire.content.space.created', true],
    ['quire.content.>', 'quire.content', false],
    ['quire.*.space.created', 'quire.content.space.created', true],
    ['quire.*.space.created', 'quire.content.space.deleted', false],
    ['quire.content.space', 'quire.content.space.created', false],
  ])('%s matches %s: %p', (filter, subject, expected) => {
    expect(subjectMatches(filter, subject)).toBe(expected);
  });
});
