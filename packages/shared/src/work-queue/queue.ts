import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type StreamConfig,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import type { Logger } from '../logger';
import { registerQueueDepth } from '../observability/metrics';
import { eventNamespaceFromEnv } from '../outbox/envelope';
import { connectNatsForever, sleep } from '../outbox/nats';
import { classifyWorkFailure, WorkerStoppingError, WorkTimeoutError, type WorkFailure } from './failures';
import { workQueueNames, type WorkQueueNames } from './names';

/** A queue's settings and their defaults (docs/events.md "Work queues"). Tests shorten the waits. */
export type WorkQueueSettings = {
  /** Attempts of an item whose failures are transient; a permanent failure ends it at the first. */
  maxAttempts: number;
  /**
   * How long a delivered item may go without a heartbeat before JetStream gives it to another
   * worker. The worker beats every third of it while the handler runs, so only a dead or frozen
   * worker loses an item.
   */
  ackWaitMs: number;
  /** Wait before the retry after each failed attempt (the last one repeats). */
  redeliveryDelaysMs: number[];
  /** Time limit of one attempt: the item's signal aborts with WorkTimeoutError. Default none. */
  timeoutMs: number | undefined;
  /** Items older than this are dropped unread. */
  maxAgeMs: number;
  /** An item enqueued twice with the same id within this window is stored once. */
  duplicateWindowMs: number;
  /** Whether items that end without success are published to the dead-letter stream. */
  deadLetters: boolean;
  /** How long dead letters are kept. */
  deadLetterMaxAgeMs: number;
  /** Items delivered and not yet acknowledged, across replicas. */
  maxAckPending: number;
  /**
   * How long `item.guard` waits for work that ignores its aborted signal. The queue itself gives
   * up on a handler that has not settled twice that long after the abort, so that a handler's own
   * bookkeeping after its guard still runs, and no handler holds a slot, or a stop, forever.
   */
  abortGraceMs: number;
};

export const DEFAULT_WORK_QUEUE_SETTINGS: WorkQueueSettings = {
  maxAttempts: 5,
  ackWaitMs: 60_000,
  redeliveryDelaysMs: [5_000, 30_000, 120_000, 600_000],
  timeoutMs: undefined,
  maxAgeMs: 7 * 24 * 60 * 60_000,
  duplicateWindowMs: 60 * 60_000,
  deadLetters: true,
  deadLetterMaxAgeMs: 30 * 24 * 60 * 60_000,
  maxAckPending: 1000,
  abortGraceMs: 10_000,
};

const NS_PER_MS = 1_000_000;
const PUBLISH_TIMEOUT_MS = 5_000;

/** One delivery of an item, as its handler sees it. */
export type WorkItem<T> = {
  payload: T;
  /** The id it was enqueued with, or `<stream>:<sequence>`. */
  id: string;
  /** 1 for the first delivery. */
  delivery: number;
  /** No attempt follows this one, whatever happens. */
  finalAttempt: boolean;
  enqueuedAt: Date;
  /** Aborts with WorkerStoppingError when the worker stops, WorkTimeoutError past `timeoutMs`. */
  signal: AbortSignal;
  logger: Logger;
  /** Tells JetStream the item is alive now (the worker also beats by itself); call it during long work. */
  heartbeat(): void;
  /** Runs `beat` with every heartbeat while the item is handled (e.g. extending a lease of one's own). */
  onHeartbeat(beat: () => Promise<void> | void): void;
  /**
   * `work`, or, once `signal` aborts, its reason after the grace if `work` has not settled by
   * then: work that ignores the signal cannot hold a worker slot forever.
   */
  guard<R>(work: Promise<R>): Promise<R>;
};

/**
 * What became of an item. A handler that resolves without a verdict is `done`; one that throws
 * has its error classified (WorkQueueOptions.classify): a transient failure is retried until
 * `maxAttempts`, anything else fails the item at once.
 */
export type WorkVerdict =
  | { verdict: 'done' }
  /** Another attempt after this delivery's redelivery delay; on the final attempt the item is `dead`. */
  | { verdict: 'retry'; failure: Pick<WorkFailure, 'code' | 'message'> }
  /**
   * Ended without success: dead-lettered, then acknowledged. `status` `dead` when every attempt
   * failed, `failed` (default) for a permanent failure. `recorded`: the handler keeps the failure
   * itself and answers a redelivery with this verdict again without redoing the work, so a dead
   * letter that cannot be published now is retried by redelivery instead of being lost.
   */
  | { verdict: 'failed'; failure: Pick<WorkFailure, 'code' | 'message'>; status?: 'failed' | 'dead'; attempts?: number; at?: Date; recorded?: boolean }
  /** Not a failure: deliver it again after `delayMs` (someone else holds it for now). */
  | { verdict: 'wait'; delayMs: number }
  /** Give it back at once for any replica (this worker is stopping). */
  | { verdict: 'release' }
  /** Do nothing: another worker owns the item now and settles it. */
  | { verdict: 'leave' };

/** An item that ended without success, as published on the dead-letter subject. */
export type DeadLetter<T = unknown> = {
  queue: string;
  id: string;
  payload: T;
  status: 'failed' | 'dead';
  attempts: number;
  error: { code: string; message: string };
  /** ISO 8601. */
  at: string;
};

export type WorkHandler<T> = (item: WorkItem<T>) => Promise<WorkVerdict | void>;
export type WorkBatchHandler<T> = (items: WorkItem<T>[]) => Promise<(WorkVerdict | void)[]>;

export type WorkQueueOptions<T> = {
  /** The owning service and the queue's name in it: `git-worker` + `jobs` (names.ts). */
  service: string;
  name: string;
  /** Default QUIRE_EVENT_NAMESPACE: stacks sharing a NATS server each get their own streams. */
  namespace?: string;
  /** The payload's schema: checked on enqueue, and a delivered message that fails it is dropped. */
  schema: z.ZodType<T>;
  /**
   * The service's connection (the queue never closes it), or a URL: the queue then connects on
   * first use, retrying until NATS answers, and `close()` closes it.
   */
  nats: NatsConnection | { url: string };
  logger: Logger;
  settings?: Partial<WorkQueueSettings>;
  /** How a thrown error is classified; default classifyWorkFailure (permanent unless known transient). */
  classify?: (error: unknown) => WorkFailure;
  /**
   * The verdict on a delivery past `maxAttempts`: the worker of the final attempt died before it
   * settled the item. Default: failed `dead` with WORKER_LOST, without running the handler.
   */
  onLost?: (item: WorkItem<T>) => Promise<WorkVerdict>;
};

export type WorkerOptions<T> = {
  /** Items handled at once by this replica: each slot pulls one item only when it is free. */
  concurrency?: number;
  handle: WorkHandler<T>;
};

export type BatchWorkerOptions<T> = {
  /** Most items handled in one call; a call takes what arrived while the previous one ran. */
  batchSize: number;
  /** Resolves to one verdict per item, in order. */
  handle: WorkBatchHandler<T>;
};

export type WorkQueue<T> = {
  readonly names: WorkQueueNames;
  readonly settings: WorkQueueSettings;
  /** Creates the streams and the consumer, or brings them to the settings. */
  ensure(): Promise<void>;
  /**
   * Puts an item on the queue; resolves once JetStream stored it. `id` deduplicates within the
   * duplicate window. Rejects after `timeoutMs` (default 5 s) when NATS does not take it.
   */
  enqueue(payload: T, options?: { id?: string; timeoutMs?: number }): Promise<void>;
  /** Starts `concurrency` pull loops (a service job: stop() gives running items back). */
  work(options: WorkerOptions<T>): WorkQueueWorker;
  /** Starts one batch loop over a consume() buffer. */
  workInBatches(options: BatchWorkerOptions<T>): WorkQueueWorker;
  /** Items not yet acknowledged: waiting, or delivered and in progress. */
  lag(): Promise<{ pending: number; inProgress: number }>;
  /** Closes the connection the queue opened itself (none when given one). */
  close(): Promise<void>;
};

export type WorkQueueWorker = { stop(): Promise<void> };

const MSG_ID_HEADER = 'Nats-Msg-Id';

/**
 * A JetStream work queue: one stream with work-queue retention per queue and namespace, one
 * durable pull consumer with explicit acks that every replica shares, and a dead-letter stream.
 * A delivered item runs its handler with a signal (worker stopping, time limit) and automatic
 * heartbeats; the handler's verdict, or its classified error, acknowledges it, retries it after
 * `redeliveryDelaysMs` (at most `maxAttempts` attempts; JetStream delivers it once more than
 * that so an item whose worker died during the final attempt still gets a verdict, `onLost`),
 * or ends it (dead letter, then ack). A message that does not match the schema is dropped.
 */
export function createWorkQueue<T>(options: WorkQueueOptions<T>): WorkQueue<T> {
  const settings: WorkQueueSettings = { ...DEFAULT_WORK_QUEUE_SETTINGS, ...options.settings };
  const names = workQueueNames(options.service, options.name, options.namespace ?? eventNamespaceFromEnv());
  const logger = options.logger.child({ component: 'work-queue', queue: names.queue, stream: names.stream });
  const classify = options.classify ?? classifyWorkFailure;
  const closing = new AbortController();
  const owned = 'url' in options.nats ? options.nats.url : undefined;
  let connection: Promise<NatsConnection> | undefined = owned ? undefined : Promise.resolve(options.nats as NatsConnection);
  let ownedConnection: NatsConnection | undefined;
  let ready: Promise<{ js: JetStreamClient; jsm: JetStreamManager }> | undefined;

  function connected(): Promise<NatsConnection> {
    connection ??= (async () => {
      const nc = await connectNatsForever(owned!, `quire-work-${names.queue}`, logger, closing.signal);
      if (!nc) throw new Error(`the work queue ${names.queue} is closed`);
      ownedConnection = nc;
      return nc;
    })().catch((error: unknown) => {
      connection = undefined;
      throw error;
    });
    return connection;
  }

  function clients(): Promise<{ js: JetStreamClient; jsm: JetStreamManager }> {
    ready ??= (async () => {
      const nc = await connected();
      const jsm = await jetstreamManager(nc);
      await ensureStreams(jsm);
      return { js: jetstream(nc), jsm };
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  }

  async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string; subjects: string[] }): Promise<void> {
    const info = await jsm.streams.info(config.name).catch((error: Error) => {
      if (/stream not found/i.test(error.message)) return undefined;
      throw error;
    });
    if (!info) {
      await jsm.streams.add(config).catch((error: Error) => {
        // Another replica created it first.
        if (!/already in use/i.test(error.message)) throw error;
      });
    } else if (config.subjects.some((subject) => !info.config.subjects?.includes(subject))) {
      // A stream of that name without the queue's subject takes no item (an older subject scheme).
      await jsm.streams.update(config.name, { subjects: config.subjects });
    }
  }

  async function ensureStreams(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, {
      name: names.stream,
      subjects: [names.subject],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: settings.maxAgeMs * NS_PER_MS,
      duplicate_window: settings.duplicateWindowMs * NS_PER_MS,
    });
    if (settings.deadLetters) {
      await ensureStream(jsm, {
        name: names.deadStream,
        subjects: [names.deadSubject],
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        discard: DiscardPolicy.Old,
        max_age: settings.deadLetterMaxAgeMs * NS_PER_MS,
        duplicate_window: settings.duplicateWindowMs * NS_PER_MS,
      });
    }
    const wanted = {
      ack_wait: settings.ackWaitMs * NS_PER_MS,
      // One delivery more than attempts: the extra one settles an item whose worker died during
      // its final attempt (or whose dead letter could not be published).
      max_deliver: settings.maxAttempts + 1,
      max_ack_pending: settings.maxAckPending,
    };
    const current = await jsm.consumers.info(names.stream, names.consumer).catch((error: Error) => {
      if (/consumer not found/i.test(error.message)) return undefined;
      throw error;
    });
    if (current) {
      if (current.config.ack_wait !== wanted.ack_wait || current.config.max_deliver !== wanted.max_deliver || current.config.max_ack_pending !== wanted.max_ack_pending) {
        await jsm.consumers.update(names.stream, names.consumer, wanted);
      }
      return;
    }
    // A work-queue stream takes one unfiltered consumer: one of another name is this queue's under
    // an older name, and its unacknowledged items go to the new one.
    for await (const other of jsm.consumers.list(names.stream)) {
      if (other.name === names.consumer) continue;
      logger.warn({ consumer: other.name }, 'removing the work queue consumer of an older name');
      await jsm.consumers.delete(names.stream, other.name).catch(() => undefined);
    }
    await jsm.consumers
      .add(names.stream, { durable_name: names.consumer, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, ...wanted })
      .catch(async (error: Error) => {
        if (!/already (exists|in use)/i.test(error.message)) throw error;
        await jsm.consumers.update(names.stream, names.consumer, wanted);
      });
  }

  const delayAfter = (delivery: number) => settings.redeliveryDelaysMs[Math.min(Math.max(delivery, 1), settings.redeliveryDelaysMs.length) - 1] ?? 0;

  function parse(message: JsMsg): { ok: true; payload: T } | { ok: false } {
    try {
      const parsed = options.schema.safeParse(message.json());
      return parsed.success ? { ok: true, payload: parsed.data } : { ok: false };
    } catch {
      return { ok: false };
    }
  }

  /** A delivery being handled: its item, its signal's controller, its heartbeats. */
  type Delivery = { message: JsMsg; item: WorkItem<T>; controller: AbortController; end(): void };

  function deliveryOf(message: JsMsg, payload: T, stopping: AbortSignal, nc: NatsConnection): Delivery {
    const controller = new AbortController();
    const delivery = message.info.deliveryCount;
    const id = message.headers?.get(MSG_ID_HEADER) || `${names.stream}:${message.seq}`;
    const onStop = () => controller.abort(new WorkerStoppingError());
    if (stopping.aborted) onStop();
    else stopping.addEventListener('abort', onStop, { once: true });
    const timeLimit = settings.timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(new WorkTimeoutError(settings.timeoutMs!)), settings.timeoutMs);
    const beats: (() => Promise<void> | void)[] = [];
    const itemLogger = logger.child({ id, delivery });
    let lastBeat = 0;
    const beatEveryMs = Math.max(50, Math.floor(settings.ackWaitMs / 3));
    const beat = () => {
      // A worker cut off from NATS cannot keep the item: let it go to another one.
      if (nc.isClosed() || controller.signal.aborted) return;
      lastBeat = Date.now();
      message.working();
      for (const hook of beats) {
        void Promise.resolve()
          .then(hook)
          .catch((error: unknown) => itemLogger.warn({ err: error }, 'a heartbeat hook failed'));
      }
    };
    const beating = setInterval(beat, beatEveryMs);
    const item: WorkItem<T> = {
      payload,
      id,
      delivery,
      finalAttempt: delivery >= settings.maxAttempts,
      enqueuedAt: new Date(Number(message.info.timestampNanos) / NS_PER_MS),
      signal: controller.signal,
      logger: itemLogger,
      heartbeat: () => {
        if (Date.now() - lastBeat >= Math.min(1_000, beatEveryMs)) beat();
      },
      onHeartbeat: (hook) => void beats.push(hook),
      guard: (work) => untilSettledOrAbandoned(work, controller.signal, settings.abortGraceMs),
    };
    return {
      message,
      item,
      controller,
      end: () => {
        clearTimeout(timeLimit);
        clearInterval(beating);
        stopping.removeEventListener('abort', onStop);
      },
    };
  }

  /** The verdict on a thrown error: why the item was aborted matters more than how the handler reacted. */
  function verdictOnError(error: unknown, { item, controller }: Delivery): WorkVerdict {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    if (reason instanceof WorkerStoppingError) return { verdict: 'release' };
    const failure = classify(reason);
    if (failure.transient) return { verdict: 'retry', failure };
    return { verdict: 'failed', failure, status: 'failed', attempts: item.delivery };
  }

  async function publishDeadLetter(js: JetStreamClient, item: WorkItem<T>, verdict: Extract<WorkVerdict, { verdict: 'failed' }>): Promise<void> {
    const letter: DeadLetter<T> = {
      queue: names.queue,
      id: item.id,
      payload: item.payload,
      status: verdict.status ?? 'failed',
      attempts: verdict.attempts ?? item.delivery,
      error: { code: verdict.failure.code, message: verdict.failure.message },
      at: (verdict.at ?? new Date()).toISOString(),
    };
    await js.publish(names.deadSubject, JSON.stringify(letter), { msgID: item.id, timeout: PUBLISH_TIMEOUT_MS });
  }

  /** Acknowledges, retries or ends the message as the verdict says. */
  async function settle(js: JetStreamClient, { message, item }: Delivery, given: WorkVerdict | void): Promise<void> {
    let verdict: WorkVerdict = given ?? { verdict: 'done' };
    if (verdict.verdict === 'retry' && item.finalAttempt) {
      verdict = { verdict: 'failed', failure: verdict.failure, status: 'dead', attempts: item.delivery };
    }
    switch (verdict.verdict) {
      case 'done':
        message.ack();
        item.logger.debug('work item done');
        return;
      case 'wait':
        message.nak(Math.max(0, Math.ceil(verdict.delayMs)));
        return;
      case 'release':
        message.nak();
        item.logger.info('work item given back: the worker is stopping');
        return;
      case 'leave':
        return;
      case 'retry': {
        const delay = delayAfter(item.delivery);
        item.logger.warn({ code: verdict.failure.code, error: verdict.failure.message, retryInMs: delay }, 'work item attempt failed; will retry');
        message.nak(delay);
        return;
      }
      case 'failed': {
        const status = verdict.status ?? 'failed';
        item.logger.error(
          { code: verdict.failure.code, error: verdict.failure.message, attempts: verdict.attempts ?? item.delivery },
          status === 'dead' ? 'work item failed on every attempt; dead-lettered' : 'work item failed for good',
        );
        if (settings.deadLetters) {
          try {
            await publishDeadLetter(js, item, verdict);
          } catch (error) {
            if (verdict.recorded) {
              // The handler keeps the failure: the redelivery publishes the letter and acknowledges.
              item.logger.error({ err: error }, 'could not publish the dead letter; it will be retried');
              message.nak(delayAfter(item.delivery));
              return;
            }
            item.logger.error({ err: error, letter: { id: item.id, code: verdict.failure.code } }, 'could not publish the dead letter; the failure is only in this log');
          }
        }
        message.ack();
        return;
      }
    }
  }

  const lostVerdict = async (item: WorkItem<T>): Promise<WorkVerdict> =>
    options.onLost
      ? options.onLost(item)
      : { verdict: 'failed', failure: { code: 'WORKER_LOST', message: 'the worker running the final attempt stopped before it finished' }, status: 'dead', attempts: settings.maxAttempts };

  /** Drops a message that is not an item of this queue: redelivering it cannot help. */
  function drop(message: JsMsg): void {
    logger.error({ seq: message.seq }, 'malformed work item; dropping it');
    // No reason: NATS before 2.10.4 ignores a termination that carries one.
    message.term();
  }

  function depthMetric(): () => void {
    // quire_job_queue_depth{queue="<service>-<name>"}: items waiting or being handled.
    return registerQueueDepth(names.queue, async () => {
      const { pending, inProgress } = await lag();
      return pending + inProgress;
    });
  }

  async function lag(): Promise<{ pending: number; inProgress: number }> {
    // Not connected yet (NATS down since the start): nothing can have been queued through us.
    if (owned && !ownedConnection) return { pending: 0, inProgress: 0 };
    const { jsm } = await clients();
    const info = await jsm.consumers.info(names.stream, names.consumer);
    return { pending: info.num_pending, inProgress: info.num_ack_pending };
  }

  /** Retries `step` with backoff until the worker stops, logging the first failure and every 20th. */
  async function keepTrying(stopping: AbortSignal, what: string, step: () => Promise<void>): Promise<void> {
    for (let failures = 0; !stopping.aborted; ) {
      try {
        await step();
        failures = 0;
      } catch (error) {
        if (stopping.aborted) break;
        ready = undefined;
        if (failures === 0 || failures % 20 === 0) logger.warn({ err: error }, `${what} failed; retrying`);
        failures++;
        await sleep(Math.min(5_000, 250 * 2 ** Math.min(failures, 5)), stopping);
      }
    }
  }

  function work({ concurrency = 1, handle }: WorkerOptions<T>): WorkQueueWorker {
    const stopping = new AbortController();
    const pulls = new Set<ConsumerMessages>();

    async function processOne(js: JetStreamClient, nc: NatsConnection, message: JsMsg): Promise<void> {
      const parsed = parse(message);
      if (!parsed.ok) return drop(message);
      const delivery = deliveryOf(message, parsed.payload, stopping.signal, nc);
      let verdict: WorkVerdict | void;
      try {
        const handling = message.info.deliveryCount > settings.maxAttempts ? lostVerdict(delivery.item) : handle(delivery.item);
        // Aborted meanwhile, and the handler finished anyway: its result stands.
        verdict = await untilSettledOrAbandoned(handling, delivery.item.signal, 2 * settings.abortGraceMs);
      } catch (error) {
        verdict = verdictOnError(error, delivery);
      } finally {
        delivery.end();
      }
      await settle(js, delivery, verdict);
    }

    const loop = () =>
      keepTrying(stopping.signal, 'work queue', async () => {
        const { js } = await untilAborted(clients(), stopping.signal);
        const nc = await connected();
        const pull = await js.consumers.get(names.stream, names.consumer).then((consumer) => consumer.fetch({ max_messages: 1, expires: Math.min(10_000, Math.max(1_000, settings.ackWaitMs)) }));
        pulls.add(pull);
        // stop() came while the pull was being set up: it would otherwise wait for its expiry.
        if (stopping.signal.aborted) await pull.stop();
        try {
          for await (const message of pull) {
            if (stopping.signal.aborted) message.nak();
            else {
              await processOne(js, nc, message).catch((error: unknown) => {
                // The database or NATS failed under the item: it comes back later, to any replica.
                logger.error({ err: error, seq: message.seq }, 'could not handle a work item; it will be retried');
                message.nak(5_000);
              });
            }
          }
        } finally {
          pulls.delete(pull);
        }
      });

    const slots = Math.max(1, concurrency);
    const loops = Array.from({ length: slots }, loop);
    const unregister = depthMetric();
    logger.info({ concurrency: slots, maxAttempts: settings.maxAttempts, ackWaitMs: settings.ackWaitMs }, 'work queue workers started');
    return {
      async stop() {
        unregister();
        stopping.abort();
        for (const pull of pulls) pull.stop();
        await Promise.allSettled(loops);
      },
    };
  }

  function workInBatches({ batchSize, handle }: BatchWorkerOptions<T>): WorkQueueWorker {
    const stopping = new AbortController();
    const buffer: JsMsg[] = [];
    let messages: ConsumerMessages | undefined;
    let arrived: (() => void) | undefined;

    async function handleBatch(js: JetStreamClient, nc: NatsConnection, batch: JsMsg[]): Promise<void> {
      const deliveries: Delivery[] = [];
      const lost: Delivery[] = [];
      for (const message of batch) {
        const parsed = parse(message);
        if (!parsed.ok) drop(message);
        else (message.info.deliveryCount > settings.maxAttempts ? lost : deliveries).push(deliveryOf(message, parsed.payload, stopping.signal, nc));
      }
      for (const delivery of lost) {
        delivery.end();
        await settle(js, delivery, await lostVerdict(delivery.item));
      }
      if (deliveries.length === 0) return;
      let verdicts: (WorkVerdict | void)[];
      try {
        verdicts = await untilSettledOrAbandoned(handle(deliveries.map((delivery) => delivery.item)), stopping.signal, 2 * settings.abortGraceMs);
      } catch (error) {
        verdicts = deliveries.map((delivery) => verdictOnError(error, delivery));
      } finally {
        for (const delivery of deliveries) delivery.end();
      }
      for (const [index, delivery] of deliveries.entries()) await settle(js, delivery, verdicts[index]);
    }

    // Items arrive into the buffer; the worker takes everything there (up to batchSize) each
    // time, so a burst is handled in few calls and a lone item without waiting for company.
    const worker = (async () => {
      while (!stopping.signal.aborted) {
        if (buffer.length === 0) {
          await new Promise<void>((resolve) => {
            const wake = () => {
              stopping.signal.removeEventListener('abort', wake);
              resolve();
            };
            arrived = wake;
            stopping.signal.addEventListener('abort', wake, { once: true });
          });
          arrived = undefined;
          continue;
        }
        const batch = buffer.splice(0, batchSize);
        try {
          const { js } = await clients();
          await handleBatch(js, await connected(), batch);
        } catch (error) {
          logger.error({ err: error, items: batch.length }, 'could not handle a batch of work items; they will be retried');
          for (const message of batch) message.nak(5_000);
        }
      }
    })();

    const receiver = keepTrying(stopping.signal, 'work queue', async () => {
      const { js } = await untilAborted(clients(), stopping.signal);
      messages = await (await js.consumers.get(names.stream, names.consumer)).consume({ max_messages: 4 * batchSize });
      if (stopping.signal.aborted) return;
      for await (const message of messages) {
        buffer.push(message);
        arrived?.();
      }
    });

    const unregister = depthMetric();
    logger.info({ batchSize, maxAttempts: settings.maxAttempts, ackWaitMs: settings.ackWaitMs }, 'work queue batch worker started');
    return {
      async stop() {
        unregister();
        stopping.abort();
        await messages?.close().catch(() => undefined);
        await receiver.catch(() => undefined);
        await worker.catch(() => undefined);
        // Received, not handled: back at once, to any replica.
        for (const message of buffer.splice(0)) message.nak();
      },
    };
  }

  return {
    names,
    settings,
    ensure: async () => void (await clients()),
    async enqueue(payload, { id, timeoutMs = PUBLISH_TIMEOUT_MS } = {}) {
      const body = JSON.stringify(options.schema.parse(payload));
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          clients().then(({ js }) => js.publish(names.subject, body, { ...(id ? { msgID: id } : {}), timeout: timeoutMs })),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`the work queue ${names.queue} did not take the item within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    work,
    workInBatches,
    lag,
    async close() {
      closing.abort();
      if (ownedConnection) await ownedConnection.drain().catch(() => ownedConnection?.close());
    },
  };
}

/** `work`, or a rejection as soon as `signal` aborts (a connection that waits for NATS must not hold a stop). */
function untilAborted<R>(work: Promise<R>, signal: AbortSignal): Promise<R> {
  return untilSettledOrAbandoned(work, signal, 0);
}

/**
 * `work`, or, once `signal` aborts, its reason after `graceMs` if `work` has not settled by
 * then: work that ignores its signal cannot hold a worker slot forever.
 */
export function untilSettledOrAbandoned<R>(work: Promise<R>, signal: AbortSignal, graceMs: number): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const abandoned = new Promise<never>((_, reject) => {
    onAbort = () => {
      timer = setTimeout(() => reject(signal.reason), graceMs);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, abandoned]).finally(() => {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  });
}
