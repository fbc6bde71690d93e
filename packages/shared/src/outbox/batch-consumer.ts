import { jetstream, jetstreamManager, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import { createPgPool } from '../database';
import { recordEventHandled, registerConsumerLag } from '../observability/metrics';
import { startSpan, withTrace } from '../observability/tracing';
import { ensureDurableConsumer, processedEventId, subjectMatches, type EventConsumer, type EventConsumerOptions } from './consumer';
import { EVENT_STREAM, eventNamespaceFromEnv, namespacedDurable, namespacedSubject, ZEventEnvelope, type EventEnvelope } from './envelope';
import { backoffMs, connectNatsForever, sleep } from './nats';

export type EventBatchConsumerOptions = Omit<EventConsumerOptions, 'handle'> & {
  /** The most events handled in one transaction (default 100). */
  batchSize?: number;
  /**
   * Runs inside the one transaction that records the batch's events as processed, with the
   * events not handled before (each once, in stream order): use `tx` for writes. A handler
   * that looks things up for its events does it once per batch, not once per event.
   */
  handleBatch: (envelopes: EventEnvelope[], tx: pg.PoolClient) => Promise<void>;
};

type Delivery = { message: JsMsg; envelope: EventEnvelope };

/**
 * startEventConsumer's batched form: the same durable pull consumer with explicit ack and the
 * same `processed_events` bookkeeping, but the events that arrived while the previous batch
 * was handled are handled together, in one transaction (up to `batchSize`). A failing batch
 * rolls back and its events are tried one by one; those that still fail come back with
 * backoff. A redelivered event already recorded is acknowledged without being handled again.
 */
export function startEventBatchConsumer(options: EventBatchConsumerOptions): EventConsumer {
  const { natsUrl, databaseUrl, handleBatch } = options;
  const batchSize = options.batchSize ?? 100;
  const namespace = options.namespace ?? eventNamespaceFromEnv();
  const durable = namespacedDurable(options.durable, namespace);
  const filterSubjects = options.filterSubjects.map((subject) => namespacedSubject(subject, namespace));
  const logger = options.logger.child({ component: 'event-batch-consumer', durable });
  const pool = createPgPool(databaseUrl, { max: 2, purpose: `consumer:${durable}` });
  const stopping = new AbortController();
  let nc: NatsConnection | undefined;
  let messages: ConsumerMessages | undefined;
  let manager: Promise<JetStreamManager> | undefined;
  let clientSideFilter = false;
  const unregisterLag = registerConsumerLag(EVENT_STREAM, durable, async () => {
    if (!nc || nc.isClosed()) return undefined;
    manager ??= jetstreamManager(nc).catch((error: unknown) => {
      manager = undefined;
      throw error;
    });
    const info = await (await manager).consumers.info(EVENT_STREAM, durable);
    return info.num_pending + info.num_ack_pending;
  });

  // Messages delivered and not yet handled; the worker takes up to batchSize at a time.
  const queue: JsMsg[] = [];
  let wake: (() => void) | undefined;
  const arrived = (message: JsMsg) => {
    queue.push(message);
    wake?.();
  };

  function parse(message: JsMsg): Delivery | undefined {
    if (clientSideFilter && !filterSubjects.some((filter) => subjectMatches(filter, message.subject))) {
      message.ack();
      return undefined;
    }
    try {
      const parsed = ZEventEnvelope.safeParse(message.json());
      if (!parsed.success) throw parsed.error;
      return { message, envelope: parsed.data as EventEnvelope };
    } catch (error) {
      // Redelivering a malformed message cannot help.
      logger.error({ subject: message.subject, seq: message.seq, err: error }, 'malformed event; dropping it');
      message.term('malformed envelope');
      return undefined;
    }
  }

  /** Handles the deliveries in one transaction; answers the error when it failed (rolled back). */
  async function handleInTransaction(deliveries: Delivery[]): Promise<unknown> {
    let client: pg.PoolClient | undefined;
    try {
      // Inside the try: a database that cannot be reached fails the batch (retried), never the worker.
      client = await pool.connect();
      await client.query('BEGIN');
      const ids = deliveries.map(({ envelope }) => processedEventId(durable, envelope.id));
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO processed_events (id, consumer) SELECT id, $2 FROM unnest($1::text[]) AS t(id)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [ids, durable],
      );
      const fresh = new Set(rows.map((row) => row.id));
      const envelopes: EventEnvelope[] = [];
      for (const { envelope } of deliveries) {
        // Twice in one batch (a redelivery next to the first delivery): handled once.
        if (fresh.delete(processedEventId(durable, envelope.id))) envelopes.push(envelope);
      }
      if (envelopes.length > 0) await handleBatch(envelopes, client);
      await client.query('COMMIT');
      return undefined;
    } catch (error) {
      await client?.query('ROLLBACK').catch(() => undefined);
      return error ?? new Error('event batch handler failed');
    } finally {
      client?.release();
    }
  }

  function retryLater(deliveries: Delivery[], error: unknown): void {
    const attempts = Math.max(...deliveries.map(({ message }) => message.info.deliveryCount));
    const delay = backoffMs(attempts, 500, 30_000);
    logger.error({ events: deliveries.length, firstEventId: deliveries[0].envelope.id, type: deliveries[0].envelope.type, err: error, retryInMs: delay }, 'event batch handler failed');
    for (const { message } of deliveries) message.nak(delay);
  }

  /**
   * The batch in one transaction; when that fails, each of its events in a transaction of its
   * own, so that one event its handler cannot take (until a fix) holds back only itself.
   */
  async function handleDeliveries(deliveries: Delivery[]): Promise<boolean> {
    const error = await handleInTransaction(deliveries);
    if (error === undefined) {
      for (const { message } of deliveries) message.ack();
      return true;
    }
    if (deliveries.length === 1) {
      retryLater(deliveries, error);
      return false;
    }
    let all = true;
    for (const delivery of deliveries) {
      const alone = await handleInTransaction([delivery]);
      if (alone === undefined) delivery.message.ack();
      else {
        retryLater([delivery], alone);
        all = false;
      }
    }
    return all;
  }

  async function processBatch(batch: JsMsg[]): Promise<void> {
    const deliveries = batch.map(parse).filter((delivery): delivery is Delivery => delivery !== undefined);
    if (deliveries.length === 0) return;
    // One span for the batch: its events come from many traces.
    const span = startSpan(`process ${deliveries.length} events`, {
      kind: 'consumer',
      parent: null,
      actor: null,
      attributes: { 'messaging.system': 'nats', 'messaging.batch.message_count': deliveries.length, 'messaging.consumer.group.name': durable },
    });
    const started = performance.now();
    const handled = await withTrace(span.trace, () => handleDeliveries(deliveries));
    const seconds = (performance.now() - started) / 1000;
    for (let index = 0; index < deliveries.length; index++) recordEventHandled(durable, !handled, seconds);
    span.end(handled ? undefined : 'event batch handler failed');
  }

  const worker = (async () => {
    while (!stopping.signal.aborted) {
      if (queue.length === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          stopping.signal.addEventListener('abort', () => resolve(), { once: true });
        });
        wake = undefined;
        continue;
      }
      const batch = queue.splice(0, batchSize);
      try {
        await processBatch(batch);
      } catch (error) {
        // Not the handler's failure (handleInTransaction naks those): the batch comes back after ack_wait.
        logger.error({ err: error, events: batch.length }, 'event batch failed');
      }
    }
  })();

  const loop = (async () => {
    nc = await connectNatsForever(natsUrl, `quire-consumer-${durable}`, logger, stopping.signal);
    if (!nc) return;
    const js = jetstream(nc);
    for (let failures = 0; !stopping.signal.aborted; failures++) {
      try {
        clientSideFilter = (await ensureDurableConsumer(nc, durable, filterSubjects)).clientSideFilter;
        const consumer = await js.consumers.get(EVENT_STREAM, durable);
        messages = await consumer.consume({ max_messages: batchSize * 2, callback: arrived });
        if (stopping.signal.aborted) break;
        failures = 0;
        const closed = await messages.closed();
        if (closed instanceof Error) throw closed;
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (failures === 0 || failures % 20 === 0) logger.warn({ err: error }, 'event batch consumer failed; retrying');
      }
      if (!stopping.signal.aborted) await sleep(backoffMs(failures, 500), stopping.signal);
    }
  })();

  return {
    async stop() {
      unregisterLag();
      stopping.abort();
      wake?.();
      await messages?.close().catch(() => undefined);
      await loop.catch(() => undefined);
      // The batch being handled finishes; what is still queued is redelivered after ack_wait.
      await worker.catch(() => undefined);
      if (nc) await nc.drain().catch(() => nc?.close());
      await pool.end();
    },
  };
}
