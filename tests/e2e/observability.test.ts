import { Writable } from 'node:stream';
import {
  connectNatsForever,
  namespacedDurable,
  namespacedSubject,
  createLogger,
  formatTraceparent,
  newSpanId,
  newTraceId,
  parseTraceparent,
  startMetricsServer,
  type EventEnvelope,
  type MetricsServer,
} from '@quire/shared';
import { expectContract } from './contract';
import { e2eNamespaceSuffix, startStack, type Stack, type StackOrg } from './harness';

// Observability over the real stack (docs/operations.md "Observability"): a request's W3C
// trace context reaches the services' log lines and the headers of the events it causes, and
// the processes' metrics name methods and routes, never ids. The services run in this one
// process, so they share its metrics registry: one metrics server answers for all of them,
// each series labelled with the service it belongs to.

type LogLine = Record<string, unknown> & { service?: string; msg?: string; traceId?: string; requestId?: string };
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let stack: Stack;
let metrics: MetricsServer;
let org: StackOrg;

beforeAll(async () => {
  stack = await startStack({ logDestination: sink, logLevel: 'info' });
  metrics = await startMetricsServer({ port: 0 });
  org = await stack.createOrg();
}, 90_000);

afterAll(async () => {
  await metrics?.close();
  await stack?.stop();
});

type MetricSample = { name: string; labels: Record<string, string>; value: number };

async function scrape(): Promise<MetricSample[]> {
  const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(response.status).toBe(200);
  return (await response.text())
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

const find = (samples: MetricSample[], name: string, labels: Record<string, string>) =>
  samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));

async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const value = read();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a request with a traceparent header', () => {
  it('continues its trace through the gateway, content’s log lines and the event it causes', async () => {
    const traceId = newTraceId();
    const callerSpanId = newSpanId();
    const requestId = `obs-${newSpanId()}`;

    const nats = await connectNatsForever(process.env.NATS_URL || 'nats://127.0.0.1:4222', 'quire-e2e-observability', createLogger('e2e-obs', 'silent'), AbortSignal.timeout(10_000));
    if (!nats) throw new Error('NATS is unreachable');
    const received: { envelope: EventEnvelope; traceparent: string | undefined }[] = [];
    const subscription = nats.subscribe(namespacedSubject('quire.content.space.created', stack.eventNamespace));
    void (async () => {
      for await (const message of subscription) {
        received.push({ envelope: message.json<EventEnvelope>(), traceparent: message.headers?.get('traceparent') || undefined });
      }
    })();
    try {
      const response = await fetch(`${stack.baseUrl}/v1/orgs/${org.organizationId}/spaces`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${org.token}`,
          'content-type': 'application/json',
          traceparent: formatTraceparent({ traceId, spanId: callerSpanId, sampled: true }),
          'x-request-id': requestId,
        },
        body: JSON.stringify({ title: 'Traced space' }),
      });
      const space = (await response.json()) as { id: string };
      expect(response.status).toBe(201);
      expectContract('createSpace', 201, space);
      expect(response.headers.get('x-request-id')).toBe(requestId);

      // Content's own lines for the call carry the caller's trace id and the request id.
      const contentCall = await waitFor(
        () => lines.find((line) => line.service === 'e2e-content' && line.msg === 'grpc call' && line.method === '/quire.content.v1.SpaceService/CreateSpace' && line.traceId === traceId),
        'content’s log line of CreateSpace',
      );
      expect(contentCall).toMatchObject({ requestId, code: 'OK', spanId: expect.stringMatching(/^[0-9a-f]{16}$/) });
      expect(contentCall.spanId).not.toBe(callerSpanId);
      // Identity authenticated the (new) token inside the same trace, and the gateway's access line has it too.
      expect(lines).toContainEqual(
        expect.objectContaining({ service: 'e2e-identity', method: '/quire.identity.v1.AuthService/AuthenticateToken', traceId, requestId }),
      );
      const access = await waitFor(() => lines.find((line) => line.service === 'e2e-gateway' && line.msg === 'request' && line.requestId === requestId), 'the access line');
      expect(access).toMatchObject({ traceId, route: '/v1/orgs/:organizationId/spaces', status: 201 });

      // The event of the new space carries the trace in its headers and in its envelope.
      const event = await waitFor(() => received.find((message) => message.envelope.subject === space.id), 'the space.created event');
      expect(parseTraceparent(event.traceparent)?.traceId).toBe(traceId);
      expect(event.envelope.traceparent).toBe(event.traceparent);
    } finally {
      subscription.unsubscribe();
      await nats.close();
    }
  });

  it('starts a new trace when the header is not a valid traceparent', async () => {
    const requestId = `obs-${newSpanId()}`;
    const response = await fetch(`${stack.baseUrl}/v1/orgs/${org.organizationId}/spaces`, {
      headers: { authorization: `Bearer ${org.token}`, traceparent: '00-00000000000000000000000000000000-0000000000000000-01', 'x-request-id': requestId },
    });
    expect(response.status).toBe(200);
    expectContract('listSpacesInOrganizationById', 200, await response.json());
    const call = await waitFor(() => lines.find((line) => line.service === 'e2e-content' && line.msg === 'grpc call' && line.requestId === requestId), 'content’s log line');
    expect(call.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(call.traceId).not.toBe('00000000000000000000000000000000');
  });
});

describe('metrics', () => {
  it('measure each service’s rpcs by method and the gateway’s requests by route, with no id in any label', async () => {
    const requestId = `obs-${newSpanId()}`;
    const created = await fetch(`${stack.baseUrl}/v1/orgs/${org.organizationId}/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ title: 'Measured space' }),
    });
    const space = (await created.json()) as { id: string };
    expect(created.status).toBe(201);
    const read = await fetch(`${stack.baseUrl}/v1/spaces/${space.id}`, { headers: { authorization: `Bearer ${org.token}` } });
    expect(read.status).toBe(200);
    expectContract('getSpaceById', 200, await read.json());
    const missing = await fetch(`${stack.baseUrl}/v1/spaces/${newSpanId()}abcd`, { headers: { authorization: `Bearer ${org.token}` } });
    expect(missing.status).toBe(404);
    const unrouted = await fetch(`${stack.baseUrl}/v1/no-such-thing/${space.id}`, { headers: { authorization: `Bearer ${org.token}` } });
    expect(unrouted.status).toBe(404);

    const samples = await scrape();
    const count = (name: string, labels: Record<string, string>) => find(samples, name, labels)?.value ?? 0;
    // Each service's histogram of the methods called.
    expect(count('quire_grpc_server_duration_seconds_count', { service: 'content', method: '/quire.content.v1.SpaceService/CreateSpace' })).toBeGreaterThanOrEqual(1);
    expect(count('quire_grpc_server_duration_seconds_count', { service: 'content', method: '/quire.content.v1.SpaceService/GetSpace' })).toBeGreaterThanOrEqual(2);
    expect(count('quire_grpc_server_errors_total', { service: 'content', method: '/quire.content.v1.SpaceService/GetSpace', code: 'NOT_FOUND' })).toBeGreaterThanOrEqual(1);
    expect(count('quire_grpc_server_duration_seconds_count', { service: 'identity', method: '/quire.identity.v1.AuthService/AuthenticateToken' })).toBeGreaterThanOrEqual(1);
    // The gateway's requests by route template, and its calls by method.
    expect(count('quire_http_request_duration_seconds_count', { method: 'POST', route: '/v1/orgs/:organizationId/spaces' })).toBeGreaterThanOrEqual(1);
    expect(count('quire_http_request_duration_seconds_count', { method: 'GET', route: '/v1/spaces/:spaceId' })).toBeGreaterThanOrEqual(2);
    expect(count('quire_http_request_errors_total', { method: 'GET', route: '/v1/spaces/:spaceId', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(count('quire_http_request_errors_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(count('quire_grpc_client_duration_seconds_count', { method: '/quire.content.v1.SpaceService/GetSpace' })).toBeGreaterThanOrEqual(2);
    // What is sampled at scrape time: the outboxes, the consumers, the pools, the analysis queue.
    for (const service of ['identity', 'content', 'sites', 'insights']) {
      expect(find(samples, 'quire_outbox_oldest_unsent_age_seconds', { service })).toBeDefined();
    }
    expect(find(samples, 'quire_jetstream_consumer_lag_messages', { stream: 'QUIRE', durable: namespacedDurable('sites-content-spaces', stack.eventNamespace) })).toBeDefined();
    expect(find(samples, 'quire_db_pool_connections', { database: `quire_e2e_content${e2eNamespaceSuffix()}`, pool: 'prisma' })?.value).toBeGreaterThan(0);
    expect(find(samples, 'quire_job_queue_depth', { queue: 'insights-analysis' })).toBeDefined();
    expect(find(samples, 'nodejs_eventloop_lag_seconds', {})).toBeDefined();

    // No label value is an organization, space or request id.
    const labelValues = samples.filter((sample) => sample.name.startsWith('quire_')).flatMap((sample) => Object.values(sample.labels));
    for (const id of [org.organizationId, org.userId, space.id, requestId]) {
      expect(labelValues.filter((value) => value.includes(id))).toEqual([]);
    }
  });
});
