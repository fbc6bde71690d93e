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
} from '@nats-io/jetstream';
import { connectNatsForever, sleep, type Logger, type Stoppable } from '@quire/shared';

import { z } from 'zod';

/** The client connection (the package's module resolution hides the type's own export). */
type NatsConnection = NonNullable<Awaited<ReturnType<typeof connectNatsForever>>>;

export const DEFAULT_ANALYSIS_STREAM = 'QUIRE_INSIGHTS_ANALYSIS';
export const ANALYSIS_CONSUMER = 'insights-analysis';
/** Deliveries of one job before the analysis of its failing conversations is given up. */
export const MAX_DELIVERIES = 5;
/** Wait before each redelivery after a failure (the last one repeats). */
export const REDELIVERY_DELAYS_MS = [1_000, 5_000, 15_000, 30_000];
/** How long an ingestion waits for the queue to take its job before leaving it to the sweeper. */
const ENQUEUE_TIMEOUT_MS = 2_000;
const ACK_WAIT_NS = 120 * 1_000_000_000;
const MAX_AGE_NS = 7 * 24 * 60 * 60 * 1_000_000_000;

/** The subject of a stream's jobs: outside `quire.>` (the event stream), one per stream. */
export const jobSubject = (stream: string) => `quire-work.insights.${stream}`;

/** One job: the conversations one ingestion stored or changed. */
const ZAnalysisJob = z.object({ organizationId: z.string().min(1), conversationIds: z.array(z.string().min(1)).min(1).max(1000) });
export type AnalysisJob = z.infer<typeof ZAnalysisJob>;

export type AnalysisBatch = {
  /** Conversation ids to analyse. */
  ids: string[];
  /** The jobs' last delivery: a docs lookup failure should not fail them again. */
  finalAttempt: boolean;
};

export type AnalysisHandlers = {
  /** Analyses a batch; resolves to the ids whose analysis failed, with why. */
  analyse(batch: AnalysisBatch): Promise<Map<string, Error>>;
  /** The ids whose last delivery failed too. */
  giveUp(failures: Map<string, Error>): Promise<void>;
};

export type AnalysisQueueOptions = {
  natsUrl: string;
  /** The work-queue stream (one per insights database sharing a NATS server). */
  stream?: string;
  logger: Logger;
  /** Most jobs handled in one batch. */
  batchSize?: number;
  /** Waits before redeliveries (default REDELIVERY_DELAYS_MS; tests shorten them). */
  redeliveryDelaysMs?: number[];
};

export type AnalysisQueue = {
  /**
   * Queues the analysis of conversations just committed. Resolves once JetStream has the job;
   * a job it cannot take (NATS down) is logged and left to the sweeper, which analyses
   * conversations left waiting (docs/insights.md "Analysis").
   */
  enqueue(job: AnalysisJob): Promise<void>;
  /** Starts consuming (a service job: after the relay and consumers, before the gRPC server). */
  start(handlers: AnalysisHandlers): Stoppable;
  /** Jobs not yet acknowledged (waiting, or delivered and in progress). */
  lag(): Promise<{ pending: number; inProgress: number }>;
};

/**
 * The analysis work queue: a JetStream stream with work-queue retention (a job is deleted
 * once acknowledged) on the subject `quire-work.insights.<stream>`. Each ingestion publishes
 * one job after its commit, naming the conversations it stored or changed; one durable pull
 * consumer with explicit acks feeds the analysis in batches (the jobs that arrived while the
 * previous batch ran, up to `batchSize`). A job whose conversations fail comes back after
 * REDELIVERY_DELAYS_MS, at most MAX_DELIVERIES times; on its last delivery the conversations
 * still failing are given up (`giveUp`) and the job is terminated.
 */
export function analysisQueue(options: AnalysisQueueOptions): AnalysisQueue {
  const stream = options.stream ?? DEFAULT_ANALYSIS_STREAM;
  const subject = jobSubject(stream);
  const batchSize = options.batchSize ?? 100;
  const delays = options.redeliveryDelaysMs ?? REDELIVERY_DELAYS_MS;
  const logger = options.logger.child({ component: 'analysis-queue', stream });
  const stopping = new AbortController();
  let nc: NatsConnection | undefined;
  let js: JetStreamClient | undefined;
  let jsm: JetStreamManager | undefined;
  let ready: Promise<void> | undefined;

  async function ensureStream(manager: JetStreamManager): Promise<void> {
    const info = await manager.streams.info(stream).catch((error: Error) => {
      if (/stream not found/i.test(error.message)) return undefined;
      throw error;
    });
    if (info && !info.config.subjects?.includes(subject)) {
      // A stream of that name without the jobs' subject takes no job: give it the subject.
      await manager.streams.update(stream, { subjects: [subject] });
    }
    if (!info) {
      await manager.streams
        .add({ name: stream, subjects: [subject], retention: RetentionPolicy.Workqueue, storage: StorageType.File, discard: DiscardPolicy.Old, max_age: MAX_AGE_NS })
        .catch((error: Error) => {
          // Another replica created it first.
          if (!/already in use/i.test(error.message)) throw error;
        });
    }
    const consumer = await manager.consumers.info(stream, ANALYSIS_CONSUMER).catch((error: Error) => {
      if (/consumer not found/i.test(error.message)) return undefined;
      throw error;
    });
    if (!consumer) {
      await manager.consumers.add(stream, {
        durable_name: ANALYSIS_CONSUMER,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: ACK_WAIT_NS,
        max_deliver: MAX_DELIVERIES,
        max_ack_pending: 10 * batchSize,
      });
    }
  }

  /** Connects and makes sure the stream and consumer exist, once (again after a failure). */
  function connected(): Promise<void> {
    ready ??= (async () => {
      nc ??= await connectNatsForever(options.natsUrl, `quire-insights-analysis-${stream}`, logger, stopping.signal);
      if (!nc) throw new Error('analysis queue stopped');
      jsm = await jetstreamManager(nc);
      await ensureStream(jsm);
      js = jetstream(nc);
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  }

  function jobOf(message: JsMsg): AnalysisJob | undefined {
    try {
      return ZAnalysisJob.parse(message.json());
    } catch {
      return undefined;
    }
  }

  async function handle(batch: JsMsg[], handlers: AnalysisHandlers): Promise<void> {
    const jobs: { message: JsMsg; ids: string[] }[] = [];
    for (const message of batch) {
      const job = jobOf(message);
      if (job) jobs.push({ message, ids: job.conversationIds });
      else {
        logger.error({ subject: message.subject, seq: message.seq }, 'malformed analysis job; dropping it');
        // No reason: NATS before 2.10.4 ignores a termination that carries one.
        message.term();
      }
    }
    for (const finalAttempt of [false, true]) {
      const group = jobs.filter(({ message }) => (message.info.deliveryCount >= MAX_DELIVERIES) === finalAttempt);
      if (group.length === 0) continue;
      const ids = [...new Set(group.flatMap((job) => job.ids))];
      let failures: Map<string, Error>;
      try {
        failures = await handlers.analyse({ ids, finalAttempt });
      } catch (error) {
        failures = new Map(ids.map((id) => [id, error as Error]));
      }
      if (finalAttempt && failures.size > 0) {
        logger.error({ conversations: [...failures.keys()], err: [...failures.values()][0] }, 'analysis failed on every delivery; giving up');
        try {
          await handlers.giveUp(failures);
        } catch (error) {
          // Left unacknowledged: the sweeper gives them up later.
          logger.error({ err: error }, 'could not record the given-up analyses');
          continue;
        }
      }
      for (const { message, ids: jobIds } of group) {
        const failure = jobIds.map((id) => failures.get(id)).find((error) => error !== undefined);
        if (!failure) message.ack();
        else if (finalAttempt) message.term();
        else {
          const delay = delays[Math.min(message.info.deliveryCount, delays.length) - 1];
          logger.warn({ conversations: jobIds.filter((id) => failures.has(id)), delivery: message.info.deliveryCount, retryInMs: delay, err: failure }, 'analysis failed; will retry');
          // The job comes back whole: its conversations analysed meanwhile are skipped then.
          message.nak(delay);
        }
      }
    }
  }

  return {
    async enqueue(job) {
      const payload = JSON.stringify(ZAnalysisJob.parse(job));
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          connected().then(() => js!.publish(subject, payload, { timeout: ENQUEUE_TIMEOUT_MS })),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('the analysis queue did not take the job in time')), ENQUEUE_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        logger.warn({ err: error, organizationId: job.organizationId, conversations: job.conversationIds.length }, 'analysis job not queued; the sweeper will analyse these conversations');
      } finally {
        clearTimeout(timer);
      }
    },

    start(handlers) {
      let messages: ConsumerMessages | undefined;
      const buffer: JsMsg[] = [];
      let arrived: (() => void) | undefined;

      // Jobs arrive into the buffer; the worker takes everything that is there (up to
      // batchSize) each time, so a burst is analysed in few transactions and a lone job
      // without waiting for company.
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
          await handle(buffer.splice(0, batchSize), handlers);
        }
      })();

      const receiver = (async () => {
        for (let failures = 0; !stopping.signal.aborted; failures++) {
          try {
            await connected();
            const consumer = await js!.consumers.get(stream, ANALYSIS_CONSUMER);
            messages = await consumer.consume({ max_messages: 4 * batchSize });
            if (stopping.signal.aborted) break;
            failures = 0;
            for await (const message of messages) {
              buffer.push(message);
              arrived?.();
            }
          } catch (error) {
            if (stopping.signal.aborted) break;
            if (failures === 0 || failures % 20 === 0) logger.warn({ err: error }, 'analysis queue failed; retrying');
          }
          if (!stopping.signal.aborted) await sleep(Math.min(5_000, 250 * 2 ** Math.min(failures, 5)), stopping.signal);
        }
      })();

      return {
        async stop() {
          stopping.abort();
          await messages?.close().catch(() => undefined);
          await receiver.catch(() => undefined);
          await worker.catch(() => undefined);
          // Whatever was received but not handled comes back after ack_wait, to any replica.
          buffer.length = 0;
          if (nc) await nc.drain().catch(() => nc?.close());
        },
      };
    },

    async lag() {
      if (!jsm) return { pending: 0, inProgress: 0 };
      const info = await jsm.consumers.info(stream, ANALYSIS_CONSUMER);
      return { pending: info.num_pending, inProgress: info.num_ack_pending };
    },
  };
}
