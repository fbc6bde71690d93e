import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Metadata } from 'nice-grpc';
import {
  activeTrace,
  closeChannels,
  createPgPool,
  createServiceClient,
  formatTraceparent,
  getRequestId,
  grpcService,
  migrate,
  newSpanId,
  newTraceId,
  notFound,
  outboxEvent,
  parseTraceparent,
  principalMetadata,
  registerQueueDepth,
  startEventConsumer,
  startGrpcServer,
  startMetricsServer,
  startOutboxRelay,
  withTrace,
  type ActiveTrace,
  type CallContext,
  type EventEnvelope,
  type MetricsServer,
} from '../src';
import { createTestDatabase, memoryLogger, NATS_URL, query, randomSuffix } from './helpers';

type MetricSample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function parseExposition(text: string): MetricSample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

let metrics: MetricsServer;
const scrape = async () => {
  const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
};
const find = (samples: MetricSample[], name: string, labels: Record<string, string>) =>
  samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));

beforeAll(async () => {
  metrics = await startMetricsServer({ port: 0 });
});
afterAll(async () => {
  closeChannels();
  await metrics.close();
});

describe('traceparent', () => {
  const header = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

  it('parses a W3C traceparent and formats it back', () => {
    const context = parseTraceparent(header);
    expect(context).toEqual({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', sampled: true });
    expect(formatTraceparent(context!)).toBe(header);
    expect(parseTraceparent(' 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00 ')).toMatchObject({ sampled: false });
  });

  it.each([
    ['not a string', 42],
    ['empty', ''],
    ['version ff', 'ff-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'],
    ['upper-case hex', '00-0AF7651916CD43DD8448EB211C80319C-b7ad6b7169203331-01'],
    ['all-zero trace id', '00-00000000000000000000000000000000-b7ad6b7169203331-01'],
    ['all-zero span id', '00-0af7651916cd43dd8448eb211c80319c-0000000000000000-01'],
    ['short trace id', '00-0af7651916cd43dd8448eb211c8031-b7ad6b7169203331-01'],
    ['version 00 with more fields', `${header}-extra`],
    ['bad flags', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-0g'],
    ['wrong separators', '00_0af7651916cd43dd8448eb211c80319c_b7ad6b7169203331_01'],
  ])('refuses %s', (_case, value) => {
    expect(parseTraceparent(value)).toBeUndefined();
  });

  it('accepts a later version with more fields, and ignores them', () => {
    expect(parseTraceparent('01-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-future')).toMatchObject({
      traceId: '0af7651916cd43dd8448eb211c80319c',
    });
    expect(parseTraceparent('01-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01future')).toBeUndefined();
  });

  it('keeps a printable tracestate of at most 512 characters', () => {
    expect(parseTraceparent(header, 'vendor=abc,other=1')?.traceState).toBe('vendor=abc,other=1');
    expect(parseTraceparent(header, 'x'.repeat(513))?.traceState).toBeUndefined();
    expect(parseTraceparent(header, 'vendor=a\nb')?.traceState).toBeUndefined();
  });

  it('makes valid, distinct ids', () => {
    const traceIds = new Set(Array.from({ length: 1000 }, newTraceId));
    const spanIds = new Set(Array.from({ length: 1000 }, newSpanId));
    expect(traceIds.size).toBe(1000);
    expect(spanIds.size).toBe(1000);
    for (const id of traceIds) expect(id).toMatch(/^[0-9a-f]{32}$/);
    for (const id of spanIds) expect(id).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('startMetricsServer', () => {
  it('serves GET /metrics with the process metrics and the event loop lag, and nothing else', async () => {
    const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const names = new Set(parseExposition(await response.text()).map((sample) => sample.name));
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(names).toContain(name);
    }
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/metrics/extra'],
      ['GET', '/v1/spaces'],
      ['POST', '/metrics'],
    ]) {
      const other = await fetch(`http://127.0.0.1:${metrics.port}${path}`, { method });
      expect(other.status).toBe(404);
    }
  });
});

type Echo = { text: string };
const jsonType = {
  encode: (message: Echo) => ({ finish: () => Buffer.from(JSON.stringify(message)) }),
  decode: (input: Uint8Array) => JSON.parse(Buffer.from(input).toString()) as Echo,
};
const method = (name: string) =>
  ({ name, requestType: jsonType, requestStream: false, responseType: jsonType, responseStream: false, options: {} }) as const;
const ObsDefinition = {
  name: 'ObsService',
  fullName: 'test.v1.ObsService',
  methods: { relay: method('Relay'), find: method('Find'), trace: method('Trace') },
} as const;

describe('gRPC calls', () => {
  it('continue the trace, log its ids, and are measured by method and status, never by id', async () => {
    const { logger, lines } = memoryLogger();
    const seen: (ActiveTrace | undefined)[] = [];
    const downstream = await startGrpcServer({
      name: 'obs-downstream',
      host: '127.0.0.1',
      port: 0,
      logger,
      services: [
        grpcService(ObsDefinition, {
          relay: async () => ({ text: '' }),
          async find(request: Echo) {
            throw notFound(`No thing ${request.text}`);
          },
          async trace(request: Echo, context: CallContext) {
            seen.push(activeTrace());
            logger.info({ thing: request.text }, 'inside the handler');
            return { text: getRequestId(context) };
          },
        }),
      ],
    });
    const downstreamClient = createServiceClient(ObsDefinition, `127.0.0.1:${downstream.port}`);
    // A service between the caller and `downstream`: its outgoing call must carry the trace on.
    const middle = await startGrpcServer({
      name: 'obs-middle',
      host: '127.0.0.1',
      port: 0,
      logger,
      services: [
        grpcService(ObsDefinition, {
          async relay(request: Echo, context: CallContext) {
            seen.push(activeTrace());
            // principalMetadata carries only the request id on: the trace comes from the active context.
            return downstreamClient.trace(request, { metadata: principalMetadata(undefined, getRequestId(context)) });
          },
          find: async () => ({ text: '' }),
          trace: async () => ({ text: '' }),
        }),
      ],
    });
    try {
      const client = createServiceClient(ObsDefinition, `127.0.0.1:${middle.port}`);
      const resourceId = `res${randomSuffix()}`;
      const requestId = `req-${randomSuffix()}`;
      const traceId = newTraceId();
      const traceparent = formatTraceparent({ traceId, spanId: newSpanId(), sampled: true });
      const answer = await client.relay({ text: resourceId }, { metadata: new Metadata({ 'x-request-id': requestId, traceparent }) });
      expect(answer.text).toBe(requestId);

      // Both services ran the handler inside the caller's trace, each in a span of its own.
      expect(seen.map((trace) => trace?.traceId)).toEqual([traceId, traceId]);
      expect(seen.map((trace) => trace?.requestId)).toEqual([requestId, requestId]);
      expect(seen[0]!.spanId).not.toBe(seen[1]!.spanId);
      // The handler's own line carries the ids without passing them.
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'inside the handler', thing: resourceId, requestId, traceId, spanId: seen[1]!.spanId }),
      );
      expect(lines.filter((line) => line.msg === 'grpc call' && line.traceId === traceId)).toHaveLength(2);

      // Without a traceparent, a call starts a new trace.
      await downstreamClient.trace({ text: 'x' });
      expect(seen[2]!.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(seen[2]!.traceId).not.toBe(traceId);

      await expect(client.find({ text: resourceId })).resolves.toEqual({ text: '' });
      await expect(downstreamClient.find({ text: resourceId })).rejects.toMatchObject({ details: `No thing ${resourceId}` });

      const samples = await scrape();
      const relayPath = '/test.v1.ObsService/Relay';
      const tracePath = '/test.v1.ObsService/Trace';
      const findPath = '/test.v1.ObsService/Find';
      expect(find(samples, 'quire_grpc_server_duration_seconds_count', { service: 'obs-middle', method: relayPath })?.value).toBe(1);
      expect(find(samples, 'quire_grpc_server_duration_seconds_count', { service: 'obs-downstream', method: tracePath })?.value).toBe(2);
      expect(find(samples, 'quire_grpc_server_duration_seconds_bucket', { service: 'obs-downstream', method: tracePath, le: '+Inf' })?.value).toBe(2);
      expect(find(samples, 'quire_grpc_server_errors_total', { service: 'obs-downstream', method: findPath, code: 'NOT_FOUND' })?.value).toBe(1);
      expect(find(samples, 'quire_grpc_server_errors_total', { service: 'obs-middle', method: findPath })).toBeUndefined();
      expect(find(samples, 'quire_grpc_client_duration_seconds_count', { method: tracePath })?.value).toBe(2);
      expect(find(samples, 'quire_grpc_client_errors_total', { method: findPath, code: 'NOT_FOUND' })?.value).toBe(1);

      // Label values name services, methods and codes: none is an id, a request id or a trace id.
      const labelValues = samples.filter((sample) => sample.name.startsWith('quire_')).flatMap((sample) => Object.values(sample.labels));
      for (const secret of [resourceId, requestId, traceId, seen[2]!.traceId]) {
        expect(labelValues.some((value) => value.includes(secret))).toBe(false);
      }
    } finally {
      await middle.shutdown();
      await downstream.shutdown();
    }
  });
});

describe('values sampled at scrape time', () => {
  it('reports a queue depth until it is unregistered, leaving out samples that fail or do not answer in time', async () => {
    const unregister = registerQueueDepth('obs-test-queue', () => 7);
    const unregisterFailing = registerQueueDepth('obs-failing-queue', () => {
      throw new Error('no answer');
    });
    const unregisterSlow = registerQueueDepth('obs-slow-queue', () => new Promise<number>((resolve) => setTimeout(() => resolve(1), 5000)));
    try {
      const started = Date.now();
      const samples = await scrape();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(find(samples, 'quire_job_queue_depth', { queue: 'obs-test-queue' })?.value).toBe(7);
      expect(find(samples, 'quire_job_queue_depth', { queue: 'obs-failing-queue' })).toBeUndefined();
      expect(find(samples, 'quire_job_queue_depth', { queue: 'obs-slow-queue' })).toBeUndefined();
    } finally {
      unregister();
      unregisterFailing();
      unregisterSlow();
    }
    expect(find(await scrape(), 'quire_job_queue_depth', { queue: 'obs-test-queue' })).toBeUndefined();
  });

  it('reports the pg pools by database and purpose while they are open', async () => {
    const database = await createTestDatabase('obs_pool');
    const name = new URL(database.url).pathname.slice(1);
    const pool = createPgPool(database.url, { max: 3, purpose: 'obs-test' });
    try {
      const client = await pool.connect();
      const busy = await scrape();
      expect(find(busy, 'quire_db_pool_connections', { database: name, pool: 'obs-test' })?.value).toBe(1);
      expect(find(busy, 'quire_db_pool_idle_connections', { database: name, pool: 'obs-test' })?.value).toBe(0);
      expect(find(busy, 'quire_db_pool_max_connections', { database: name, pool: 'obs-test' })?.value).toBe(3);
      client.release();
      expect(find(await scrape(), 'quire_db_pool_idle_connections', { database: name, pool: 'obs-test' })?.value).toBe(1);
      await pool.end();
      expect(find(await scrape(), 'quire_db_pool_connections', { database: name, pool: 'obs-test' })).toBeUndefined();
    } finally {
      if (!pool.ended) await pool.end();
      await database.drop();
    }
  });
});

describe('events', () => {
  const MIGRATIONS = join(__dirname, 'fixtures', 'outbox-migrations');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let nc: NatsConnection;
  let service: string;

  beforeAll(async () => {
    database = await createTestDatabase('obs_outbox');
    await migrate({ databaseUrl: database.url, migrationsDir: MIGRATIONS, logger: memoryLogger().logger });
    nc = await connect({ servers: NATS_URL });
  });
  beforeEach(() => {
    service = `obs${randomSuffix()}`;
  });
  afterEach(async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.purge('QUIRE', { filter: `quire.${service}.>` }).catch(() => undefined);
  });
  afterAll(async () => {
    await nc.close();
    await database.drop();
  });

  async function insertEvent(aggregateId: string, createdSecondsAgo = 0): Promise<string> {
    const row = outboxEvent({ service, resource: 'thing', verb: 'changed', aggregateId, organizationId: null, data: {} });
    await query(
      database.url,
      `INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data, trace_parent, created_at)
       VALUES ($1, $2, $3, $4, $5, '{}', $6, now() - make_interval(secs => $7))`,
      [row.id, row.type, row.subject, row.aggregateId, row.organizationId, row.traceParent, createdSecondsAgo],
    );
    return row.id;
  }

  it('measures the outbox lag while NATS is unreachable', async () => {
    await insertEvent('a', 90);
    await insertEvent('b', 10);
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: 'nats://127.0.0.1:1', service, logger: memoryLogger().logger, pollMs: 50 });
    try {
      const samples = await scrape();
      expect(find(samples, 'quire_outbox_unsent_events', { service })?.value).toBe(2);
      expect(find(samples, 'quire_outbox_oldest_unsent_age_seconds', { service })?.value).toBeGreaterThanOrEqual(90);
    } finally {
      await relay.stop();
      await query(database.url, `UPDATE outbox SET sent_at = now() WHERE type LIKE $1`, [`quire.${service}.%`]);
    }
    expect(find(await scrape(), 'quire_outbox_unsent_events', { service })).toBeUndefined();
  });

  it('carries the writer’s trace in the message headers and the envelope, and the consumer continues it', async () => {
    const traceId = newTraceId();
    const writer: ActiveTrace = { traceId, spanId: newSpanId(), sampled: true, requestId: 'req-obs' };
    const id = await withTrace(writer, () => insertEvent('c'));
    const durable = `obs-test-${randomSuffix()}`;
    const handled: { envelope: EventEnvelope; trace: ActiveTrace | undefined }[] = [];
    const { logger } = memoryLogger();
    const relay = startOutboxRelay({ databaseUrl: database.url, natsUrl: NATS_URL, service, logger, pollMs: 60_000 });
    const consumer = startEventConsumer({
      natsUrl: NATS_URL,
      durable,
      filterSubjects: [`quire.${service}.>`],
      databaseUrl: database.url,
      logger,
      handle: async (envelope) => {
        handled.push({ envelope, trace: activeTrace() });
      },
    });
    try {
      await relay.flush();
      const js = jetstream(nc);
      const reader = await js.consumers.get('QUIRE', { filter_subjects: `quire.${service}.>` });
      const message = await reader.next({ expires: 2000 });
      expect(message?.headers?.get('traceparent')).toBe(formatTraceparent(writer));
      expect(message?.json<EventEnvelope>()).toMatchObject({ id, traceparent: formatTraceparent(writer) });

      for (let waited = 0; handled.length === 0 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(handled).toHaveLength(1);
      expect(handled[0].trace?.traceId).toBe(traceId);
      expect(handled[0].trace?.spanId).not.toBe(writer.spanId);

      // The handler has run; its acknowledgement reaches JetStream a moment later.
      const handledAndAcked = async () => {
        const samples = await scrape();
        return (
          find(samples, 'quire_event_handling_duration_seconds_count', { durable })?.value === 1 &&
          find(samples, 'quire_jetstream_consumer_lag_messages', { stream: 'QUIRE', durable })?.value === 0
        );
      };
      let settled = await handledAndAcked();
      for (let waited = 0; !settled && waited < 10_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        settled = await handledAndAcked();
      }
      expect(settled).toBe(true);
    } finally {
      await consumer.stop();
      await relay.stop();
      const jsm = await jetstreamManager(nc);
      await jsm.consumers.delete('QUIRE', durable).catch(() => undefined);
    }
  });
});

describe('log lines', () => {
  it('carry the request id, trace id and span id of the work running, and only then', () => {
    const { logger, lines } = memoryLogger();
    logger.info('outside');
    const trace: ActiveTrace = { traceId: newTraceId(), spanId: newSpanId(), sampled: true, requestId: 'req-1' };
    withTrace(trace, () => {
      logger.info('inside');
      logger.child({ component: 'x' }).warn({ requestId: 'explicit' }, 'explicit wins');
    });
    expect(lines[0]).not.toHaveProperty('traceId');
    expect(lines[0]).not.toHaveProperty('requestId');
    expect(lines[1]).toMatchObject({ msg: 'inside', requestId: 'req-1', traceId: trace.traceId, spanId: trace.spanId });
    expect(lines[2]).toMatchObject({ msg: 'explicit wins', requestId: 'explicit', traceId: trace.traceId, component: 'x' });
  });
});
