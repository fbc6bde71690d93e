import { createHash } from 'node:crypto';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import pg from 'pg';
import { createPgPool } from '../database';
import type { Logger } from '../logger';
import { registerOutboxLag } from '../observability/metrics';
import { formatTraceparent, parseTraceparent, TRACEPARENT_HEADER } from '../observability/trace-context';
import { startSpan, tracingEnabled, type Span } from '../observability/tracing';
import { eventNamespaceFromEnv, namespacedSubject, OUTBOX_NOTIFY_CHANNEL, type EventEnvelope } from './envelope';
import { backoffMs, connectNatsForever, ensureEventStream, sleep } from './nats';
import type { EventActor } from './actor';

export type OutboxRelayOptions = {
  databaseUrl: string;
  natsUrl: string;
  /** Publishing service; the envelope's source is `quire/<service>`. */
  service: string;
  logger: Logger;
  /** Poll interval while LISTEN is not in place (default 250 ms). */
  pollMs?: number;
  /**
   * Poll interval while LISTEN is in place (default 10 s): the `outbox` table's trigger
   * NOTIFYs each commit that wrote events, so polling is only a safety net then.
   */
  listeningPollMs?: number;
  /** Defaults to QUIRE_EVENT_NAMESPACE (envelope.ts, `namespacedSubject`). */
  namespace?: string;
  batchSize?: number;
};

export type OutboxRelay = {
  /** Stops polling, waits for the batch in progress, closes connections. */
  stop(): Promise<void>;
  /** Publishes every row pending now (waiting for NATS if needed); resolves to how many it published. */
  flush(): Promise<number>;
};

type OutboxRow = {
  seq: string;
  id: string;
  type: string;
  subject: string;
  aggregate_id: string;
  organization_id: string | null;
  data: unknown;
  created_at: Date;
  trace_parent: string | null;
  actor: EventActor | null;
};

/** Session advisory-lock key for one service's relay: replicas take turns, never interleave. */
function relayLockKey(service: string): string {
  return createHash('sha256').update(`quire-outbox-relay:${service}`).digest().readBigInt64BE(0).toString();
}

export function envelopeOf(row: OutboxRow, service: string, traceparent?: string): EventEnvelope {
  const envelope: EventEnvelope = {
    specversion: '1.0',
    id: row.id,
    type: row.type,
    source: `quire/${service}`,
    time: row.created_at.toISOString(),
    subject: row.aggregate_id,
    organization: row.organization_id,
    data: row.data,
  };
  if (traceparent) envelope.traceparent = traceparent;
  if (row.actor) envelope.actor = row.actor;
  return envelope;
}

/**
 * The trace context a row's message carries: the one recorded with the row, or, while spans
 * are exported, a producer span continuing it (ended by the caller once published).
 */
function publishTrace(row: OutboxRow): { traceparent?: string; span?: Span } {
  const recorded = parseTraceparent(row.trace_parent);
  if (!recorded) return {};
  if (!tracingEnabled()) return { traceparent: formatTraceparent(recorded) };
  const span = startSpan(`publish ${row.subject}`, {
    kind: 'producer',
    parent: recorded,
    attributes: { 'messaging.system': 'nats', 'messaging.destination.name': row.subject, 'messaging.message.id': row.id },
  });
  return { traceparent: formatTraceparent(span.trace), span };
}

/**
 * Publishes the `outbox` table to JetStream. Rows go out in `seq` order; the first failure
 * stops the batch (so a later event of an aggregate never overtakes an earlier one) and the
 * relay retries with backoff. The row id is the Nats-Msg-Id, so a row published twice
 * (crash between publish and marking it sent) is stored once.
 *
 * Order per aggregate holds when writers lock the aggregate row before inserting its event
 * (an UPDATE does), because `seq` then follows commit order for that aggregate.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { databaseUrl, natsUrl, service } = options;
  const pollMs = options.pollMs ?? 250;
  const listeningPollMs = Math.max(pollMs, options.listeningPollMs ?? 10_000);
  const namespace = options.namespace ?? eventNamespaceFromEnv();
  const batchSize = options.batchSize ?? 100;
  const logger = options.logger.child({ component: 'outbox-relay' });
  const lockKey = relayLockKey(service);
  const pool = createPgPool(databaseUrl, { max: 2, purpose: 'outbox-relay' });
  const stopping = new AbortController();
  const unregisterLag = registerOutboxLag(service, async () => {
    const { rows } = await pool.query<{ unsent: number; age: number }>(
      `SELECT count(*)::int AS unsent, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
         FROM outbox WHERE sent_at IS NULL`,
    );
    return { unsent: rows[0].unsent, oldestAgeSeconds: Math.max(0, rows[0].age) };
  });

  let nc: NatsConnection | undefined;
  let js: JetStreamClient | undefined;
  let streamReady = false;
  const connected = connectNatsForever(natsUrl, `quire-${service}-outbox`, logger, stopping.signal).then((c) => {
    nc = c;
    if (c) js = jetstream(c);
    return c;
  });

  // Loop and flush() share one publisher at a time within this process.
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };

  /** Publishes up to one batch; returns how many rows were published, or throws on the first failure. */
  async function publishBatch(): Promise<number> {
    if (!js || !nc) return 0;
    if (!streamReady) {
      await ensureEventStream(nc);
      streamReady = true;
    }
    const client = await pool.connect();
    let locked = false;
    const published: string[] = [];
    try {
      const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [lockKey]);
      locked = lock.rows[0].locked;
      if (!locked) return 0; // another replica is publishing
      // `outbox.seq`, not `seq`: the bare name would sort by the text output column (10 before 9).
      const { rows } = await client.query<OutboxRow>(
        `SELECT seq::text AS seq, id, type, subject, aggregate_id, organization_id, data, created_at, trace_parent, actor
           FROM outbox WHERE sent_at IS NULL ORDER BY outbox.seq LIMIT $1`,
        [batchSize],
      );
      try {
        for (const row of rows) {
          const { traceparent, span } = publishTrace(row);
          const envelope = envelopeOf(row, service, traceparent);
          const h = natsHeaders();
          h.set('ce-specversion', envelope.specversion);
          h.set('ce-id', envelope.id);
          h.set('ce-type', envelope.type);
          h.set('ce-source', envelope.source);
          h.set('ce-time', envelope.time);
          h.set('ce-subject', envelope.subject);
          if (envelope.organization) h.set('quire-organization', envelope.organization);
          h.set('content-type', 'application/json');
          if (traceparent) h.set(TRACEPARENT_HEADER, traceparent);
          try {
            await js.publish(namespacedSubject(row.subject, namespace), JSON.stringify(envelope), { msgID: row.id, headers: h, timeout: 5000 });
          } catch (error) {
            span?.end('publish failed');
            throw error;
          }
          span?.end();
          published.push(row.seq);
        }
      } finally {
        if (published.length > 0) {
          await client.query('UPDATE outbox SET sent_at = now() WHERE seq = ANY($1::bigint[])', [published]);
        }
      }
      return published.length;
    } finally {
      if (locked) await client.query('SELECT pg_advisory_unlock($1::bigint)', [lockKey]).catch(() => undefined);
      client.release();
    }
  }

  async function publishPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await publishBatch();
      total += count;
      if (count < batchSize) return total;
    }
  }

  // A notification that arrives while a batch is being published is kept, not lost: the
  // batch's SELECT may have run before that commit.
  let wake: (() => void) | undefined;
  let notified = false;
  let listening = false;
  const notify = () => {
    notified = true;
    wake?.();
  };
  const listener = listenForNotifications(databaseUrl, logger, stopping.signal, {
    onNotify: notify,
    onListening(now) {
      listening = now;
      // Whatever was committed while nobody listened is published at once.
      if (now) notify();
    },
  });

  const loop = (async () => {
    await connected;
    let failures = 0;
    while (!stopping.signal.aborted) {
      notified = false;
      let delay = listening ? listeningPollMs : pollMs;
      try {
        const count = await exclusive(publishPending);
        if (count > 0) logger.debug({ count }, 'outbox events published');
        if (failures > 0) logger.info('outbox relay recovered');
        failures = 0;
      } catch (error) {
        streamReady = false;
        if (failures === 0 || failures % 20 === 0) logger.warn({ err: error }, 'outbox publish failed; retrying');
        failures++;
        delay = backoffMs(failures, pollMs);
      }
      if (notified && failures === 0) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        void sleep(delay, stopping.signal).then(resolve);
      });
      wake = undefined;
    }
  })();

  return {
    async flush() {
      await connected;
      return exclusive(publishPending);
    },
    async stop() {
      unregisterLag();
      stopping.abort();
      wake?.();
      await loop.catch(() => undefined);
      await listener;
      await connected;
      if (nc) await nc.drain().catch(() => nc?.close());
      await pool.end();
    },
  };
}

/**
 * LISTEN quire_outbox so a commit's NOTIFY wakes the relay before the next poll; reconnects on
 * error, reporting whether LISTEN is in place so the relay polls often only while it is not.
 */
async function listenForNotifications(
  databaseUrl: string,
  logger: Logger,
  signal: AbortSignal,
  events: { onNotify: () => void; onListening: (listening: boolean) => void },
): Promise<void> {
  for (let failures = 0; !signal.aborted; failures++) {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    try {
      await client.connect();
      client.on('notification', events.onNotify);
      await client.query(`LISTEN ${OUTBOX_NOTIFY_CHANNEL}`);
      failures = 0;
      events.onListening(true);
      await new Promise<void>((resolve) => {
        if (signal.aborted) return resolve();
        client.once('end', resolve);
        client.once('error', resolve);
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
    } catch (error) {
      if (failures === 0) logger.debug({ err: error }, 'outbox LISTEN unavailable; polling only');
    } finally {
      events.onListening(false);
      await client.end().catch(() => undefined);
    }
    if (!signal.aborted) await sleep(backoffMs(failures, 1000), signal);
  }
}
