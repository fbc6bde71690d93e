import { randomBytes } from 'node:crypto';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type Consumer,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { sleep, type Logger, type Stoppable } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';
import type { ContentClients } from '../content/clients';
import type { Egress } from '../egress/egress';
import { classifyFailure, JobTimeoutError, type ClassifiedFailure } from './errors';
import { JobError, type JobContext, type JobHandler, type JobRequestedEvent } from './job';
import { claimJob, extendLease, findJob, finishAttempt, insertJob, type JobFailure } from './records';

/** The client connection (the package's module resolution hides the type's own export). */
type NatsConnection = Parameters<typeof jetstream>[0];

/**
 * The queue's settings and their defaults (docs/outside-sources.md "Job queue"). Tests
 * shorten the waits.
 */
export type JobQueueSettings = {
  /** Jobs one worker runs at the same time (QUIRE_GIT_WORKER_CONCURRENCY). */
  concurrency: number;
  /** Attempts of a failing job before it is dead-lettered. */
  maxAttempts: number;
  /**
   * How long a delivered job may go without a heartbeat before JetStream gives it to another
   * worker (the running worker beats every third of it, so only a dead or frozen one loses it).
   */
  ackWaitMs: number;
  /** Time limit of one attempt (QUIRE_JOB_TIMEOUT_MS): the job's signal aborts, the attempt fails JOB_TIMEOUT. */
  jobTimeoutMs: number;
  /** Wait before the retry after each failed attempt (the last one repeats). */
  redeliveryDelaysMs: number[];
  /** How long a handler that ignores its aborted signal is waited for before the worker moves on. */
  abortGraceMs: number;
  /** How long one pull for a job waits on an empty queue. */
  pullExpiresMs: number;
};

export const DEFAULT_QUEUE_SETTINGS: JobQueueSettings = {
  concurrency: 2,
  maxAttempts: 5,
  ackWaitMs: 60_000,
  jobTimeoutMs: 30 * 60_000,
  redeliveryDelaysMs: [5_000, 30_000, 120_000, 600_000],
  abortGraceMs: 10_000,
  pullExpiresMs: 10_000,
};

/** The streams, subjects and consumers of one job queue. */
export type JobQueueNames = {
  /** Work-queue retention: a job's message is deleted once acknowledged. */
  jobsStream: string;
  jobsSubject: string;
  /** Limits retention: dead letters stay for DEAD_LETTER_MAX_AGE. */
  deadStream: string;
  deadSubject: string;
  /** The pull consumer every worker replica shares. */
  workConsumer: string;
  /** The durable consumer of content's job requests on the QUIRE stream. */
  requestsDurable: string;
};

const JOBS_STREAM = 'QUIRE_GIT_WORKER_JOBS';
const DEAD_STREAM = 'QUIRE_GIT_WORKER_DEAD';
export const REQUESTS_DURABLE = 'git-worker-jobs';
const WORK_CONSUMER = 'git-worker';

/**
 * The names of the queue of `namespace`: none for a normal deployment; tests, the e2e stack and
 * benchmarks sharing a NATS server each use their own so they never take each other's jobs.
 */
export function jobQueueNames(namespace?: string): JobQueueNames {
  const suffix = (namespace ?? '').toLowerCase().replace(/[^a-z0-9_-]/g, '_');
  if (!suffix) {
    return {
      jobsStream: JOBS_STREAM,
      jobsSubject: 'quire-work.git-worker.jobs',
      deadStream: DEAD_STREAM,
      deadSubject: 'quire-work.git-worker.dead',
      workConsumer: WORK_CONSUMER,
      requestsDurable: REQUESTS_DURABLE,
    };
  }
  return {
    jobsStream: `${JOBS_STREAM}_${suffix.toUpperCase()}`,
    jobsSubject: `quire-work.git-worker.${suffix}.jobs`,
    deadStream: `${DEAD_STREAM}_${suffix.toUpperCase()}`,
    deadSubject: `quire-work.git-worker.${suffix}.dead`,
    workConsumer: WORK_CONSUMER,
    requestsDurable: `${REQUESTS_DURABLE}-${suffix}`,
  };
}

/** The namespace of a database: none for `quire_git_worker`, its name otherwise (`quire_bench_git_worker`). */
export function namespaceForDatabase(databaseUrl: string): string | undefined {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  return database === '' || database === 'quire_git_worker' ? undefined : database;
}

const NS_PER_MS = 1_000_000;
const JOBS_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const DEAD_LETTER_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** A job published twice within this window (same message id) is stored once. */
const DUPLICATE_WINDOW_MS = 60 * 60_000;
const PUBLISH_TIMEOUT_MS = 5_000;

/** What a job's message carries: the request, never its parameters (those stay in content). */
export const ZJobMessage = z.object({
  jobId: z.string().min(1).max(200),
  kind: z.string().min(1).max(64),
  organizationId: z.string().min(1).max(200),
  spaceId: z
    .string()
    .min(1)
    .max(200)
    .nullish()
    .transform((value) => value ?? undefined),
});

/** A job that ended without success, as published on the dead-letter subject. */
export type DeadLetter = {
  jobId: string;
  kind: string;
  organizationId: string;
  spaceId: string | null;
  /** `failed`: a non-retryable error; `dead`: every attempt failed, or the last one's worker was lost. */
  status: 'failed' | 'dead';
  attempts: number;
  error: JobFailure;
  /** ISO 8601. */
  at: string;
};

async function streamExists(jsm: JetStreamManager, name: string): Promise<boolean> {
  return jsm.streams.info(name).then(
    () => true,
    (error: Error) => {
      if (/stream not found/i.test(error.message)) return false;
      throw error;
    },
  );
}

async function addStream(jsm: JetStreamManager, config: Parameters<JetStreamManager['streams']['add']>[0]): Promise<void> {
  if (await streamExists(jsm, config.name)) return;
  await jsm.streams.add(config).catch((error: Error) => {
    // Another replica created it first.
    if (!/already in use/i.test(error.message)) throw error;
  });
}

/**
 * Creates the job and dead-letter streams and the shared work consumer, or brings the
 * consumer's ack wait and delivery limit to `settings` (replicas started with new settings).
 */
export async function ensureJobStreams(nc: NatsConnection, names: JobQueueNames, settings: Pick<JobQueueSettings, 'ackWaitMs' | 'maxAttempts'>): Promise<void> {
  const jsm = await jetstreamManager(nc);
  await addStream(jsm, {
    name: names.jobsStream,
    subjects: [names.jobsSubject],
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: JOBS_MAX_AGE_MS * NS_PER_MS,
    duplicate_window: DUPLICATE_WINDOW_MS * NS_PER_MS,
  });
  await addStream(jsm, {
    name: names.deadStream,
    subjects: [names.deadSubject],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: DEAD_LETTER_MAX_AGE_MS * NS_PER_MS,
    duplicate_window: DUPLICATE_WINDOW_MS * NS_PER_MS,
  });
  const wanted = {
    ack_wait: settings.ackWaitMs * NS_PER_MS,
    // One delivery more than attempts: the extra one dead-letters a job whose worker died
    // during its last attempt (or whose dead letter could not be published).
    max_deliver: settings.maxAttempts + 1,
    max_ack_pending: 1000,
  };
  const current = await jsm.consumers.info(names.jobsStream, names.workConsumer).catch((error: Error) => {
    if (/consumer not found/i.test(error.message)) return undefined;
    throw error;
  });
  if (!current) {
    await jsm.consumers
      .add(names.jobsStream, { durable_name: names.workConsumer, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, ...wanted })
      .catch(async (error: Error) => {
        if (!/already (exists|in use)/i.test(error.message)) throw error;
        await jsm.consumers.update(names.jobsStream, names.workConsumer, wanted);
      });
  } else if (current.config.ack_wait !== wanted.ack_wait || current.config.max_deliver !== wanted.max_deliver) {
    await jsm.consumers.update(names.jobsStream, names.workConsumer, wanted);
  }
}

/**
 * Puts a job on the work queue. The message id is the job id, so the stream stores a job
 * published twice (a request event handled again) once.
 */
export async function enqueueJob(js: JetStreamClient, names: JobQueueNames, job: JobRequestedEvent): Promise<void> {
  const message = ZJobMessage.parse(job);
  await js.publish(names.jobsSubject, JSON.stringify(message), { msgID: job.jobId, timeout: PUBLISH_TIMEOUT_MS });
}

export type JobWorkersOptions = {
  /** The service's connection; the workers do not close it. */
  nats: NatsConnection;
  /** The service's database (the `jobs` table). */
  db: pg.Pool;
  names: JobQueueNames;
  logger: Logger;
  /** By kind (src/jobs/handlers.ts). */
  handlers: Partial<Record<string, JobHandler>>;
  egress: Egress;
  content: ContentClients;
  settings?: Partial<JobQueueSettings>;
};

export type JobWorkers = Stoppable & {
  /** Jobs not yet acknowledged: waiting, or delivered and in progress. */
  lag(): Promise<{ pending: number; inProgress: number }>;
};

/** The worker is stopping: the attempt is given back, not failed. */
class WorkerStoppingError extends Error {
  constructor() {
    super('the worker is stopping');
    this.name = 'WorkerStoppingError';
  }
}

/** Another worker took the job over (this one's lease ran out): it must not touch the job again. */
class ClaimLostError extends Error {
  constructor() {
    super('the job was taken over by another worker');
    this.name = 'ClaimLostError';
  }
}

/**
 * The job workers: `concurrency` loops, each pulling one job at a time from the work
 * consumer all replicas share, so a job goes to whichever replica has a free slot.
 *
 * Each attempt claims the job's row (status `running`, a lease, a fencing token) before the
 * handler runs, so a job redelivered while a live worker holds it waits for the lease instead
 * of running twice, and a job whose worker died (no heartbeat for `ackWaitMs`) is taken over
 * and redone by another replica. A handler's failure is classified (src/jobs/errors.ts):
 * retryable ones come back after `redeliveryDelaysMs` until `maxAttempts`; then, or at once for
 * a non-retryable one, the job is recorded `dead`/`failed`, published to the dead-letter
 * subject, and acknowledged. A job already `succeeded` (its ack was lost) is acknowledged
 * without running again.
 */
export function startJobWorkers(options: JobWorkersOptions): JobWorkers {
  const settings: JobQueueSettings = { ...DEFAULT_QUEUE_SETTINGS, ...options.settings };
  const { nats, db, names, handlers } = options;
  const logger = options.logger.child({ component: 'job-workers', stream: names.jobsStream });
  const js = jetstream(nats);
  // Shorter than ack_wait: when JetStream redelivers the job of a dead worker, its lease has run out.
  const leaseMs = Math.floor(settings.ackWaitMs * 0.9);
  const heartbeatEveryMs = Math.max(50, Math.floor(settings.ackWaitMs / 3));
  const stopping = new AbortController();
  const pulls = new Set<ConsumerMessages>();
  let consumer: Promise<Consumer> | undefined;
  let ready: Promise<void> | undefined;

  function workConsumer(): Promise<Consumer> {
    ready ??= ensureJobStreams(nats, names, settings).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    consumer ??= ready
      .then(() => js.consumers.get(names.jobsStream, names.workConsumer))
      .catch((error: unknown) => {
        consumer = undefined;
        throw error;
      });
    return consumer;
  }

  async function publishDeadLetter(letter: DeadLetter): Promise<void> {
    await js.publish(names.deadSubject, JSON.stringify(letter), { msgID: letter.jobId, timeout: PUBLISH_TIMEOUT_MS });
  }

  /** Dead-letters and acknowledges a job already recorded failed or dead. */
  async function settleFinished(message: JsMsg, jobId: string): Promise<void> {
    const record = await findJob(db, jobId);
    if (record && (record.status === 'failed' || record.status === 'dead')) {
      await publishDeadLetter({
        jobId: record.id,
        kind: record.kind,
        organizationId: record.organizationId,
        spaceId: record.spaceId,
        status: record.status,
        attempts: record.attempts,
        error: { code: record.lastErrorCode ?? 'UNKNOWN', message: record.lastErrorMessage ?? '' },
        at: (record.finishedAt ?? record.updatedAt).toISOString(),
      });
    }
    message.ack();
  }

  /** Ends a job for good: the record, then its dead letter, then the ack. */
  async function fail(message: JsMsg, job: JobRequestedEvent, token: string, status: 'failed' | 'dead', error: JobFailure, log: Logger): Promise<void> {
    if (!(await finishAttempt(db, job.jobId, token, { status, error }))) {
      log.warn('the job was taken over by another worker; leaving it to it');
      return;
    }
    log.error({ code: error.code, error: error.message, delivery: message.info.deliveryCount }, status === 'dead' ? 'job failed on every attempt; dead-lettered' : 'job failed');
    try {
      await settleFinished(message, job.jobId);
    } catch (publishError) {
      // Recorded already: the redelivery publishes the dead letter and acknowledges.
      log.error({ err: publishError }, 'could not publish the dead letter; it will be retried');
      message.nak(delayBefore(message.info.deliveryCount));
    }
  }

  const delayBefore = (delivery: number) => settings.redeliveryDelaysMs[Math.min(delivery, settings.redeliveryDelaysMs.length) - 1] ?? 0;

  async function process(message: JsMsg): Promise<void> {
    let body: unknown;
    try {
      body = message.json();
    } catch {
      body = undefined;
    }
    const parsed = ZJobMessage.safeParse(body);
    if (!parsed.success) {
      logger.error({ seq: message.seq }, 'malformed job message; dropping it');
      message.term();
      return;
    }
    const job = parsed.data as JobRequestedEvent;
    const delivery = message.info.deliveryCount;
    const log = logger.child({ jobId: job.jobId, kind: job.kind, delivery });

    // The request's transaction may have published the job and then failed to commit: the
    // message is the job's record then.
    await insertJob(db, job, new Date(Number(message.info.timestampNanos) / 1_000_000));
    const token = randomBytes(16).toString('base64url');
    const claim = await claimJob(db, job.jobId, token, leaseMs);
    if ('reason' in claim) {
      if (claim.reason === 'held') {
        log.debug({ retryInMs: claim.remainingMs }, 'another worker holds the job; waiting for its lease');
        message.nak(Math.ceil(claim.remainingMs) + 250);
      } else if (claim.status === 'succeeded') {
        message.ack();
      } else {
        await settleFinished(message, job.jobId);
      }
      return;
    }
    if (delivery > settings.maxAttempts) {
      const lost: JobFailure = { code: 'WORKER_LOST', message: 'the worker running the last attempt stopped before it finished' };
      await fail(message, job, token, 'dead', lost, log);
      return;
    }
    await attempt(message, job, claim.token, delivery, log);
  }

  async function attempt(message: JsMsg, job: JobRequestedEvent, token: string, delivery: number, log: Logger): Promise<void> {
    const controller = new AbortController();
    const stop = () => controller.abort(new WorkerStoppingError());
    stopping.signal.addEventListener('abort', stop, { once: true });
    const timeLimit = setTimeout(() => controller.abort(new JobTimeoutError(settings.jobTimeoutMs)), settings.jobTimeoutMs);
    let lastBeat = 0;
    const beat = async () => {
      // A worker cut off from NATS cannot keep the job: let the lease run out for another one.
      if (nats.isClosed() || controller.signal.aborted) return;
      lastBeat = Date.now();
      message.working();
      const kept = await extendLease(db, job.jobId, token, leaseMs).catch((error: unknown) => {
        log.warn({ err: error }, 'could not extend the job lease');
        return true;
      });
      if (!kept) controller.abort(new ClaimLostError());
    };
    const beating = setInterval(() => void beat(), heartbeatEveryMs);
    const context: JobContext = {
      jobId: job.jobId,
      organizationId: job.organizationId,
      spaceId: job.spaceId,
      attempt: delivery,
      finalAttempt: delivery >= settings.maxAttempts,
      signal: controller.signal,
      logger: log,
      egress: options.egress,
      content: options.content,
      heartbeat: () => {
        if (Date.now() - lastBeat >= Math.min(1_000, heartbeatEveryMs)) void beat();
      },
    };

    let failure: unknown;
    let succeeded = false;
    try {
      const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
      if (!handler) throw new JobError('UNSUPPORTED_JOB', `this worker cannot run "${job.kind}" jobs`);
      log.info({ attempt: delivery }, 'job started');
      await untilSettledOrAbandoned(handler(job, context), controller.signal, settings.abortGraceMs);
      succeeded = true;
    } catch (error) {
      // When the job was aborted, why it was matters more than how the handler reacted.
      failure = controller.signal.aborted ? controller.signal.reason : error;
    } finally {
      clearTimeout(timeLimit);
      clearInterval(beating);
      stopping.signal.removeEventListener('abort', stop);
    }

    if (failure instanceof ClaimLostError) {
      log.warn('the job was taken over by another worker; leaving it to it');
      return;
    }
    if (succeeded) {
      if (await finishAttempt(db, job.jobId, token, { status: 'succeeded' })) {
        log.info('job succeeded');
        message.ack();
      } else log.warn('the job was taken over by another worker before it finished here');
      return;
    }
    if (failure instanceof WorkerStoppingError) {
      // Given back, not failed: another replica takes it at once.
      if (await finishAttempt(db, job.jobId, token, { status: 'queued' })) {
        message.nak();
        log.info('job given back: the worker is stopping');
      }
      return;
    }
    const classified: ClassifiedFailure = classifyFailure(failure);
    const error: JobFailure = { code: classified.code, message: classified.message };
    if (classified.retryable && delivery < settings.maxAttempts) {
      if (await finishAttempt(db, job.jobId, token, { status: 'queued', error })) {
        const delay = delayBefore(delivery);
        log.warn({ code: error.code, error: error.message, retryInMs: delay }, 'job attempt failed; will retry');
        message.nak(delay);
      }
      return;
    }
    await fail(message, job, token, classified.retryable ? 'dead' : 'failed', error, log);
  }

  /** One pull loop: a job at a time, for as long as the workers run. */
  async function pullLoop(): Promise<void> {
    for (let failures = 0; !stopping.signal.aborted; ) {
      try {
        const pull = await (await workConsumer()).fetch({ max_messages: 1, expires: settings.pullExpiresMs });
        pulls.add(pull);
        try {
          for await (const message of pull) {
            if (stopping.signal.aborted) message.nak();
            else {
              await process(message).catch((error: unknown) => {
                // The database or NATS failed under the job: it comes back later, to any replica.
                logger.error({ err: error, seq: message.seq }, 'could not process a job; it will be retried');
                message.nak(5_000);
              });
            }
          }
        } finally {
          pulls.delete(pull);
        }
        failures = 0;
      } catch (error) {
        if (stopping.signal.aborted) break;
        consumer = undefined;
        if (failures === 0 || failures % 20 === 0) logger.warn({ err: error }, 'job queue failed; retrying');
        failures++;
        await sleep(Math.min(5_000, 250 * 2 ** Math.min(failures, 5)), stopping.signal);
      }
    }
  }

  const loops = Array.from({ length: Math.max(1, settings.concurrency) }, () => pullLoop());
  logger.info({ concurrency: settings.concurrency, maxAttempts: settings.maxAttempts, ackWaitMs: settings.ackWaitMs }, 'job workers started');

  return {
    async stop() {
      stopping.abort();
      for (const pull of pulls) pull.stop();
      await Promise.allSettled(loops);
    },
    async lag() {
      const info = await (await jetstreamManager(nats)).consumers.info(names.jobsStream, names.workConsumer);
      return { pending: info.num_pending, inProgress: info.num_ack_pending };
    },
  };
}

/**
 * The handler's promise, or, once `signal` aborts, its reason after `graceMs` if the handler
 * has not settled by then: a handler that ignores its signal cannot hold a worker slot forever.
 */
function untilSettledOrAbandoned(work: Promise<void>, signal: AbortSignal, graceMs: number): Promise<void> {
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
