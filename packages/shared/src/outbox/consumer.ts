import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import { createPgPool } from '../database';
import type { Logger } from '../logger';
import { recordEventHandled, registerConsumerLag } from '../observability/metrics';
import { parseTraceparent, TRACEPARENT_HEADER } from '../observability/trace-context';
import { startSpan, withTrace } from '../observability/tracing';
import { EVENT_STREAM, EVENT_STREAM_SUBJECTS, eventNamespaceFromEnv, namespacedDurable, namespacedSubject, ZEventEnvelope, type EventEnvelope } from './envelope';
import { backoffMs, connectNatsForever, ensureEventStream, sleep } from './nats';

export type EventConsumerOptions = {
  natsUrl: string;
  /** Durable consumer name, unique per purpose, e.g. 'sites-content-spaces'. */
  durable: string;
  /** Subjects to receive, e.g. ['quire.content.space.*']. */
  filterSubjects: string[];
  /** The consuming service's database, which has the `processed_events` table. */
  databaseUrl: string;
  logger: Logger;
  /**
   * Defaults to QUIRE_EVENT_NAMESPACE: the consumer then receives that namespace's events only,
   * under the durable `<durable>-ns-<namespace>` (envelope.ts, `namespacedSubject`).
   */
  namespace?: string;
  /** Runs inside the transaction that records the event as processed: use `tx` for writes. */
  handle: (envelope: EventEnvelope, tx: pg.PoolClient) => Promise<void>;
};

export type EventConsumer = { stop(): Promise<void> };

const ACK_WAIT_NS = 30 * 1_000_000_000;

/**
 * The `processed_events` row of an event for one consumer: consumers of the same service
 * share the table, and each of them must handle an event once.
 */
export const processedEventId = (durable: string, eventId: string) => `${durable}:${eventId}`;

/**
 * Durable pull consumer on the QUIRE stream with explicit ack. Each event is handled in a
 * transaction that also records it in `processed_events`; an event already recorded
 * (redelivery after a lost ack) is acknowledged without calling `handle` again. A failing
 * `handle` rolls back and the event is redelivered with backoff.
 */
export function startEventConsumer(options: EventConsumerOptions): EventConsumer {
  const { natsUrl, databaseUrl, handle } = options;
  const namespace = options.namespace ?? eventNamespaceFromEnv();
  const durable = namespacedDurable(options.durable, namespace);
  const filterSubjects = options.filterSubjects.map((subject) => namespacedSubject(subject, namespace));
  const logger = options.logger.child({ component: 'event-consumer', durable });
  const pool = createPgPool(databaseUrl, { max: 2, purpose: `consumer:${durable}` });
  const stopping = new AbortController();
  let nc: NatsConnection | undefined;
  let messages: ConsumerMessages | undefined;
  let manager: Promise<JetStreamManager> | undefined;
  const unregisterLag = registerConsumerLag(EVENT_STREAM, durable, async () => {
    if (!nc || nc.isClosed()) return undefined;
    manager ??= jetstreamManager(nc).catch((error: unknown) => {
      manager = undefined;
      throw error;
    });
    const info = await (await manager).consumers.info(EVENT_STREAM, durable);
    return info.num_pending + info.num_ack_pending;
  });

  /**
   * One filter subject works on every server; several need NATS 2.10. On older servers a
   * consumer with several subjects receives the whole stream and skips the others here.
   */
  let clientSideFilter = false;

  async function ensureConsumer(connection: NatsConnection): Promise<void> {
    clientSideFilter = (await ensureDurableConsumer(connection, durable, filterSubjects)).clientSideFilter;
  }

  async function process(message: JsMsg): Promise<void> {
    if (clientSideFilter && !filterSubjects.some((filter) => subjectMatches(filter, message.subject))) {
      message.ack();
      return;
    }
    let envelope: EventEnvelope;
    try {
      const parsed = ZEventEnvelope.safeParse(message.json());
      if (!parsed.success) throw parsed.error;
      envelope = parsed.data as EventEnvelope;
    } catch (error) {
      // Redelivering a malformed message cannot help.
      logger.error({ subject: message.subject, seq: message.seq, err: error }, 'malformed event; dropping it');
      message.term('malformed envelope');
      return;
    }
    // The handler continues the trace of the work that wrote the event: its log lines and
    // the events it writes carry the same trace id.
    const span = startSpan(`process ${message.subject}`, {
      kind: 'consumer',
      parent: parseTraceparent(message.headers?.get(TRACEPARENT_HEADER) || envelope.traceparent) ?? null,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': message.subject, 'messaging.message.id': envelope.id, 'messaging.consumer.group.name': durable },
    });
    const started = performance.now();
    const handled = await withTrace(span.trace, () => handleInTransaction(message, envelope));
    recordEventHandled(durable, !handled, (performance.now() - started) / 1000);
    span.end(handled ? undefined : 'event handler failed');
  }

  /** Handles one event in the transaction that records it; false when it failed (and was nak'ed). */
  async function handleInTransaction(message: JsMsg, envelope: EventEnvelope): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const recorded = await client.query(
        'INSERT INTO processed_events (id, consumer) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
        [processedEventId(durable, envelope.id), durable],
      );
      if (recorded.rowCount === 1) await handle(envelope, client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      const delay = backoffMs(message.info.deliveryCount, 500, 30_000);
      logger.error({ eventId: envelope.id, type: envelope.type, err: error, retryInMs: delay }, 'event handler failed');
      message.nak(delay);
      return false;
    } finally {
      client.release();
    }
    message.ack();
    return true;
  }

  const loop = (async () => {
    nc = await connectNatsForever(natsUrl, `quire-consumer-${durable}`, logger, stopping.signal);
    if (!nc) return;
    const js = jetstream(nc);
    for (let failures = 0; !stopping.signal.aborted; failures++) {
      try {
        await ensureConsumer(nc);
        const consumer = await js.consumers.get(EVENT_STREAM, durable);
        messages = await consumer.consume({ max_messages: 64 });
        if (stopping.signal.aborted) break;
        failures = 0;
        for await (const message of messages) {
          await process(message);
        }
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (failures === 0 || failures % 20 === 0) logger.warn({ err: error }, 'event consumer failed; retrying');
      }
      if (!stopping.signal.aborted) await sleep(backoffMs(failures, 500), stopping.signal);
    }
  })();

  return {
    async stop() {
      unregisterLag();
      stopping.abort();
      // Ends the iterator after the message being processed.
      await messages?.close().catch(() => undefined);
      await loop.catch(() => undefined);
      if (nc) await nc.drain().catch(() => nc?.close());
      await pool.end();
    },
  };
}

/**
 * Creates the durable pull consumer on the QUIRE stream (explicit ack, from the stream's
 * start), or updates its filter. Several filter subjects need NATS 2.10; on an older server the
 * consumer filters on the subject covering them all, and `clientSideFilter` tells the caller
 * to skip the other messages itself.
 */
export async function ensureDurableConsumer(connection: NatsConnection, durable: string, filterSubjects: string[]): Promise<{ clientSideFilter: boolean }> {
  const jsm = await ensureEventStream(connection);
  const multiFilter = filterSubjects.length > 1 && serverAtLeast(connection.info?.version, 2, 10);
  const clientSideFilter = filterSubjects.length > 1 && !multiFilter;
  const filter: { filter_subject?: string; filter_subjects?: string[] } = multiFilter
    ? { filter_subjects: filterSubjects }
    : { filter_subject: filterSubjects.length === 1 ? filterSubjects[0] : coveringSubject(filterSubjects) };
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: ACK_WAIT_NS,
    max_deliver: -1,
    ...filter,
  };
  let info;
  try {
    info = await jsm.consumers.info(EVENT_STREAM, durable);
  } catch (error) {
    if (!/consumer not found/i.test(String((error as Error).message))) throw error;
  }
  if (!info) {
    await jsm.consumers.add(EVENT_STREAM, config);
    return { clientSideFilter };
  }
  const current = info.config.filter_subjects ?? (info.config.filter_subject ? [info.config.filter_subject] : []);
  const wanted = filter.filter_subjects ?? [filter.filter_subject as string];
  if (current.join(',') !== wanted.join(',')) {
    await jsm.consumers.update(EVENT_STREAM, durable, filter);
  }
  return { clientSideFilter };
}

function serverAtLeast(version: string | undefined, major: number, minor: number): boolean {
  const [a, b] = (version ?? '0.0').split('.').map((part) => Number.parseInt(part, 10));
  return a > major || (a === major && b >= minor);
}

/**
 * One filter that matches every subject `filters` match, as narrow as their common literal
 * tokens allow (`quire.content.space.deleted` and `…transferred`: `quire.content.space.>`), for
 * servers that take one filter only. Never broader than the stream's `quire.>`, and within a
 * namespace never broader than `quire.ns-<name>.>`: a consumer should not receive, even to
 * skip them, the events of other services or stacks that the stream holds. (Filters of several
 * services without a namespace still need `quire.>`; no consumer has such filters.)
 */
export function coveringSubject(filters: readonly string[]): string {
  const tokenLists = filters.map((filter) => filter.split('.'));
  // Leave each filter at least one token for the final `>` to stand for.
  const limit = Math.min(...tokenLists.map((tokens) => tokens.length - 1));
  const common: string[] = [];
  for (let index = 0; index < limit; index++) {
    const token = tokenLists[0][index];
    if (token === '*' || token === '>' || tokenLists.some((tokens) => tokens[index] !== token)) break;
    common.push(token);
  }
  return common.length === 0 ? EVENT_STREAM_SUBJECTS[0] : `${common.join('.')}.>`;
}

/** NATS subject matching: `*` is one token, a final `>` one or more. */
export function subjectMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '>') return s.length > i;
    if (i >= s.length || (f[i] !== '*' && f[i] !== s[i])) return false;
  }
  return f.length === s.length;
}
