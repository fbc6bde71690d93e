import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every metric of this process, served by `startMetricsServer`. Labels name routes, rpc
 * methods, services, durables, queues and pools: never a resource id, a user or a token, so
 * that the number of series stays bounded whatever the traffic (docs/operations.md).
 */
export const metricsRegistry = new Registry();

/** Seconds; from a cached read (1 ms) to a deadline (5 s) and beyond. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const registers = [metricsRegistry];

const httpRequestDuration = new Histogram({
  name: 'quire_http_request_duration_seconds',
  help: 'HTTP requests answered by the gateway, by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: DURATION_BUCKETS,
  registers,
});
const httpRequestErrors = new Counter({
  name: 'quire_http_request_errors_total',
  help: 'HTTP requests the gateway answered with a status of 400 or more, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});
const grpcServerDuration = new Histogram({
  name: 'quire_grpc_server_duration_seconds',
  help: 'gRPC calls served, by service and method',
  labelNames: ['service', 'method'] as const,
  buckets: DURATION_BUCKETS,
  registers,
});
const grpcServerErrors = new Counter({
  name: 'quire_grpc_server_errors_total',
  help: 'gRPC calls served with a status other than OK, by service, method and status code',
  labelNames: ['service', 'method', 'code'] as const,
  registers,
});
const grpcClientDuration = new Histogram({
  name: 'quire_grpc_client_duration_seconds',
  help: 'gRPC calls made to other services, by method',
  labelNames: ['method'] as const,
  buckets: DURATION_BUCKETS,
  registers,
});
const grpcClientErrors = new Counter({
  name: 'quire_grpc_client_errors_total',
  help: 'gRPC calls made to other services that ended with a status other than OK, by method and status code',
  labelNames: ['method', 'code'] as const,
  registers,
});
const eventHandlingDuration = new Histogram({
  name: 'quire_event_handling_duration_seconds',
  help: 'Events handled by a durable consumer (including the processed_events bookkeeping), by durable',
  labelNames: ['durable'] as const,
  buckets: DURATION_BUCKETS,
  registers,
});
const eventHandlingErrors = new Counter({
  name: 'quire_event_handling_errors_total',
  help: 'Events whose handler failed (they are redelivered), by durable',
  labelNames: ['durable'] as const,
  registers,
});

/** One HTTP request answered: `route` is the matched template ('/v1/spaces/:spaceId') or 'unmatched'. */
export function recordHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpRequestDuration.observe({ method, route }, seconds);
  if (status >= 400) httpRequestErrors.inc({ method, route, status: String(status) });
}

/** One gRPC call served: `method` is the full path ('/quire.content.v1.SpaceService/GetSpace'), `code` the status name. */
export function recordGrpcServerCall(service: string, method: string, code: string, seconds: number): void {
  grpcServerDuration.observe({ service, method }, seconds);
  if (code !== 'OK') grpcServerErrors.inc({ service, method, code });
}

/** One gRPC call made to another service. */
export function recordGrpcClientCall(method: string, code: string, seconds: number): void {
  grpcClientDuration.observe({ method }, seconds);
  if (code !== 'OK') grpcClientErrors.inc({ method, code });
}

/** One event handled (or failed) by a durable consumer. */
export function recordEventHandled(durable: string, failed: boolean, seconds: number): void {
  eventHandlingDuration.observe({ durable }, seconds);
  if (failed) eventHandlingErrors.inc({ durable });
}

/** A value read when Prometheus scrapes; undefined (or a failure, or no answer in time) leaves it out. */
export type Sample = () => number | undefined | Promise<number | undefined>;

/** How long one scrape waits for a sampled value (a database or JetStream round trip). */
const SAMPLE_TIMEOUT_MS = 1000;

async function sampleWithTimeout(sample: Sample): Promise<number | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(sample),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), SAMPLE_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

type SampleSource<L extends string> = { labels: Record<L, string>; sample: Sample };

/**
 * A gauge whose values are read at scrape time from the sources registered with `add`;
 * sources with the same labels are summed (two pools of one database and purpose).
 */
class SampledGauge<L extends string> {
  private readonly sources = new Set<SampleSource<L>>();

  constructor(name: string, help: string, labelNames: readonly L[]) {
    const sources = this.sources;
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        const values = await Promise.all([...sources].map((source) => sampleWithTimeout(source.sample)));
        [...sources].forEach((source, index) => {
          const value = values[index];
          if (value !== undefined && Number.isFinite(value)) this.inc(source.labels as never, value);
        });
      },
    });
  }

  /** Registers a source; the returned function removes it. */
  add(labels: Record<L, string>, sample: Sample): () => void {
    const source = { labels, sample };
    this.sources.add(source);
    return () => {
      this.sources.delete(source);
    };
  }
}

/** The same read for several gauges of one scrape: `read` runs at most once per `ttlMs`. */
export function sharedSample<T>(read: () => Promise<T>, ttlMs = 500): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > ttlMs) last = { at: now, value: read() };
    return last.value;
  };
}

const outboxUnsent = new SampledGauge('quire_outbox_unsent_events', 'Outbox rows not yet published to JetStream, by service', ['service']);
const outboxOldestAge = new SampledGauge(
  'quire_outbox_oldest_unsent_age_seconds',
  'Age of the oldest outbox row not yet published (0 when none waits), by service',
  ['service'],
);
const consumerLag = new SampledGauge(
  'quire_jetstream_consumer_lag_messages',
  'Messages a durable consumer has not acknowledged yet: not delivered (num_pending) plus delivered and unacknowledged (num_ack_pending)',
  ['stream', 'durable'],
);
const queueDepth = new SampledGauge(
  'quire_job_queue_depth',
  'Jobs of a work queue not acknowledged yet (waiting or running), by queue',
  ['queue'],
);

/** The outbox of `service`: its unsent rows and the age of the oldest, read at scrape time. */
export function registerOutboxLag(service: string, read: () => Promise<{ unsent: number; oldestAgeSeconds: number }>): () => void {
  const shared = sharedSample(read);
  const removals = [
    outboxUnsent.add({ service }, async () => (await shared()).unsent),
    outboxOldestAge.add({ service }, async () => (await shared()).oldestAgeSeconds),
  ];
  return () => removals.forEach((remove) => remove());
}

/** A durable consumer's lag (num_pending + num_ack_pending), read from JetStream at scrape time. */
export function registerConsumerLag(stream: string, durable: string, read: Sample): () => void {
  return consumerLag.add({ stream, durable }, read);
}

/**
 * A work queue's depth (jobs waiting or running), read at scrape time. `name` is the queue's
 * fixed name ('insights-analysis', 'git-worker-jobs'); the returned function unregisters it
 * (call it when the queue stops).
 */
export function registerQueueDepth(name: string, depth: Sample): () => void {
  return queueDepth.add({ queue: name }, depth);
}

const cacheBytes = new SampledGauge('quire_cache_bytes', 'Estimated bytes a bounded in-process cache holds, by cache', ['cache']);
const cacheMaxBytes = new SampledGauge('quire_cache_max_bytes', 'Most bytes a bounded in-process cache may hold, by cache', ['cache']);

/**
 * A bounded cache's fill, read at scrape time: whether a process's memory growth is its caches
 * filling towards their bound (and how far they are from it) or something else.
 */
export function registerCacheSize(cache: string, read: () => { bytes: number; maxBytes: number }): () => void {
  const removals = [cacheBytes.add({ cache }, () => read().bytes), cacheMaxBytes.add({ cache }, () => read().maxBytes)];
  return () => removals.forEach((remove) => remove());
}

type TrackedPool = { pool: pg.Pool; labels: { database: string; pool: string } };
const pools = new Set<TrackedPool>();

function poolGauge(name: string, help: string, read: (pool: pg.Pool) => number): void {
  new Gauge({
    name,
    help,
    labelNames: ['database', 'pool'] as const,
    registers,
    collect() {
      this.reset();
      for (const tracked of pools) {
        if (tracked.pool.ended) pools.delete(tracked);
        else this.inc(tracked.labels, read(tracked.pool));
      }
    },
  });
}

poolGauge('quire_db_pool_connections', 'Open connections of pg pools, by database and purpose', (pool) => pool.totalCount);
poolGauge('quire_db_pool_idle_connections', 'Idle connections of pg pools, by database and purpose', (pool) => pool.idleCount);
poolGauge('quire_db_pool_waiting_clients', 'Queries waiting for a connection of pg pools, by database and purpose', (pool) => pool.waitingCount);
poolGauge('quire_db_pool_max_connections', 'Most connections pg pools may open, by database and purpose', (pool) => pool.options.max ?? 10);

/** Reports a pg pool's usage until it is ended; `purpose` names its user ('prisma', 'outbox-relay'...). */
export function trackPgPool(pool: pg.Pool, database: string, purpose: string): void {
  for (const tracked of pools) if (tracked.pool.ended) pools.delete(tracked);
  pools.add({ pool, labels: { database, pool: purpose } });
}

let processMetricsStarted = false;

/**
 * Node.js process metrics (CPU, memory, heap, GC, handles) and the event loop's lag
 * (`nodejs_eventloop_lag_seconds` and its percentiles), once per process.
 */
export function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

export type MetricsServer = {
  /** The bound port (the real one when 0 was asked for). */
  port: number;
  close(): Promise<void>;
};

/**
 * Serves `GET /metrics` (Prometheus text format) on its own port and nothing else: a
 * scraper reaches no API, and the API's port exposes no metrics. Port 0 picks a free port.
 */
export async function startMetricsServer({ port, host = '127.0.0.1' }: { port: number; host?: string }): Promise<MetricsServer> {
  startProcessMetrics();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metricsRegistry.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let closing: Promise<void> | undefined;
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}
