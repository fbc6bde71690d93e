import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  createServiceClient,
  grpcService,
  migrate,
  outboxEvent,
  principalMetadata,
  startEventBatchConsumer,
  startGrpcServer,
  startOutboxRelay,
  type EventEnvelope,
  type OutboxEventRow,
  type Principal,
} from '../src';
import { createTestDatabase, memoryLogger, NATS_URL, query, randomSuffix } from './helpers';

// The acting principal of an rpc is recorded with every event it writes (outboxEvent reads
// it from the call's trace context, which the gRPC middleware fills), published as the
// envelope's `actor`, and a batch consumer handles events once, in batches.

type Echo = { text: string };
const jsonType = {
  encode: (message: Echo) => ({ finish: () => Buffer.from(JSON.stringify(message)) }),
  decode: (input: Uint8Array) => JSON.parse(Buffer.from(input).toString()) as Echo,
};
const WriterDefinition = {
  name: 'WriterService',
  fullName: 'test.v1.WriterService',
  methods: { write: { name: 'Write', requestType: jsonType, requestStream: false, responseType: jsonType, responseStream: false, options: {} } },
} as const;

const user: Principal = {
  userId: 'u1',
  tokenId: 't1',
  memberships: [
    { organizationId: 'o1', role: 'admin' },
    { organizationId: 'o2', role: null },
  ],
  teamIds: [],
};
const installation: Principal = {
  userId: 'u-bot',
  tokenId: 't2',
  memberships: [],
  teamIds: [],
  kind: 'installation',
  installation: { installationId: 'inst1', integration: 'slack', organizationId: 'o1', scopes: [] },
};

describe('the actor of an event', () => {
  it('is the principal of the rpc that wrote it: a user or an installation, with its organizations only on an event of none', async () => {
    const { logger } = memoryLogger();
    const rows: OutboxEventRow[] = [];
    const server = await startGrpcServer({
      name: 'writer',
      host: '127.0.0.1',
      port: 0,
      logger,
      services: [
        grpcService(WriterDefinition, {
          async write(request: Echo) {
            const organizationId = request.text === 'none' ? null : request.text;
            rows.push(outboxEvent({ service: 'test', resource: 'thing', verb: 'changed', aggregateId: 'a', organizationId, data: {} }));
            return { text: '' };
          },
        }),
      ],
    });
    try {
      const client = createServiceClient(WriterDefinition, `127.0.0.1:${server.port}`);
      await client.write({ text: 'o1' }, { metadata: principalMetadata(user, 'r1') });
      await client.write({ text: 'none' }, { metadata: principalMetadata(user, 'r2') });
      await client.write({ text: 'o1' }, { metadata: principalMetadata(installation, 'r3') });
      await client.write({ text: 'o1' }, { metadata: principalMetadata(undefined, 'r4') });
      expect(rows.map((row) => row.actor)).toEqual([
        { type: 'user', id: 'u1' },
        { type: 'user', id: 'u1', organizationIds: ['o1', 'o2'] },
        { type: 'installation', id: 'inst1', integration: 'slack' },
        undefined,
      ]);
      // Outside any rpc (a job, an event handler) nobody acts: the system does.
      expect(outboxEvent({ service: 'test', resource: 'thing', verb: 'changed', aggregateId: 'a', organizationId: 'o1', data: {} })).not.toHaveProperty('actor');
    } finally {
      await server.shutdown();
    }
  });
});

describe('startEventBatchConsumer', () => {
  const MIGRATIONS = join(__dirname, 'fixtures', 'outbox-migrations');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let nc: NatsConnection;
  let service: string;

  beforeAll(async () => {
    database = await createTestDatabase('batch_outbox');
    await migrate({ databaseUrl: database.url, migrationsDir: MIGRATIONS, logger: memoryLogger().logger });
    await query(database.url, 'CREATE TABLE handled (event_id TEXT NOT NULL, batch INT NOT NULL)');
    nc = await connect({ servers: NATS_URL });
  });
  beforeEach(() => {
    service = `batch${randomSuffix()}`;
  });
  afterEach(async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.purge('QUIRE', { filter: `quire.${service}.>` }).catch(() => undefined);
  });
  afterAll(async () => {
    await nc.close();
    await database.drop();
  });

  async function insertEvent(actor: unknown): Promise<string> {
    const row = outboxEvent({ service, resource: 'thing', verb: 'changed', aggregateId: 'a', organizationId: 'o1', data: {} });
    await query(database.url, `INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data, actor) VALUES ($1, $2, $3, $4, $5, '{}', $6)`, [
      row.id,
      row.type,
      row.subject,
      row.aggregateId,
      row.organizationId,
      actor === undefined ? null : JSON.stringify(actor),
    ]);
    return row.id;
  }

  it('handles what arrived in batches, once per event, with the actor the relay published', async () => {
    const ids = [await insertEvent({ type: 'user', id: 'u1' }), await insertEvent(undefined), await insertEvent({ type: 'installation', id: 'i1', integration: 'x' })];
    const { logger } = memoryLogger();
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger, pollMs: 60_000 });
    await relay.flush();
    await relay.stop();
    const batches: EventEnvelope[][] = [];
    const durable = `batch-test-${randomSuffix()}`;
    let fail = true;
    const consumer = startEventBatchConsumer({
      natsUrl: NATS_URL,
      durable,
      filterSubjects: [`quire.${service}.>`],
      databaseUrl: database.url,
      logger,
      handleBatch: async (envelopes, tx) => {
        // The first attempt fails: its batch is rolled back and its events are tried again.
        if (fail) {
          fail = false;
          await tx.query('INSERT INTO handled (event_id, batch) VALUES ($1, -1)', [envelopes[0].id]);
          throw new Error('first attempt fails');
        }
        batches.push(envelopes);
        for (const envelope of envelopes) await tx.query('INSERT INTO handled (event_id, batch) VALUES ($1, $2)', [envelope.id, batches.length]);
      },
    });
    try {
      for (let waited = 0; batches.flat().length < 3 && waited < 15_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(batches.flat().map((envelope) => envelope.id).sort()).toEqual([...ids].sort());
      expect(batches.flat().map((envelope) => envelope.actor)).toEqual(expect.arrayContaining([{ type: 'user', id: 'u1' }, { type: 'installation', id: 'i1', integration: 'x' }, undefined]));
      // Published again (past the duplicate window, as after a relay crash): handled once.
      const js = (await import('@nats-io/jetstream')).jetstream(nc);
      const envelope = batches.flat()[0];
      await js.publish(`quire.${service}.thing.changed`, JSON.stringify(envelope), { msgID: `${envelope.id}-again` });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const handled = await query<{ event_id: string; batch: number }>(database.url, 'SELECT event_id, batch FROM handled ORDER BY event_id');
      expect(handled.map((row) => row.event_id).sort()).toEqual([...ids].sort());
      expect(handled.every((row) => row.batch > 0)).toBe(true);
    } finally {
      await consumer.stop();
    }
  });

  it('holds back only the event its handler cannot take: the others of its batch are handled', async () => {
    const poison = await insertEvent(undefined);
    const healthy = [await insertEvent(undefined), await insertEvent(undefined)];
    const { logger } = memoryLogger();
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger, pollMs: 60_000 });
    await relay.flush();
    await relay.stop();
    const handled: string[] = [];
    let poisonAttempts = 0;
    const consumer = startEventBatchConsumer({
      natsUrl: NATS_URL,
      durable: `batch-poison-${randomSuffix()}`,
      filterSubjects: [`quire.${service}.>`],
      databaseUrl: database.url,
      logger,
      handleBatch: async (envelopes) => {
        if (envelopes.some((envelope) => envelope.id === poison)) {
          poisonAttempts += 1;
          throw new Error('cannot take this one');
        }
        handled.push(...envelopes.map((envelope) => envelope.id));
      },
    });
    try {
      for (let waited = 0; (handled.length < 2 || poisonAttempts < 3) && waited < 15_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(handled.sort()).toEqual([...healthy].sort());
      expect(poisonAttempts).toBeGreaterThanOrEqual(3);
    } finally {
      await consumer.stop();
    }
  });
});
