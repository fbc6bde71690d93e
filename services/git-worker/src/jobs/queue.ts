import { randomBytes } from 'node:crypto';
import type { NatsConnection } from '@nats-io/nats-core';
import {
  createWorkQueue,
  DEFAULT_WORK_QUEUE_SETTINGS,
  untilSettledOrAbandoned,
  WorkerStoppingError,
  type Logger,
  type WorkItem,
  type WorkQueue,
  type WorkQueueWorker,
  type WorkVerdict,
} from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';
import type { ContentClients } from '../clients/content';
import type { Egress } from '../egress/egress';
import { classifyFailure } from './errors';
import { JobError, type JobContext, type JobHandler, type JobRequestedEvent } from './job';
import { claimJob, extendLease, findJob, finishAttempt, insertJob, type JobFailure, type JobRecord } from './records';


/**
 * The queue's settings and their defaults (docs/outside-sources.md "Job queue"). Tests
 * shorten the waits.
 */
export type JobQueueSettings = {
  /** Jobs one worker runs at the same time (QUIRE_GIT_WORKER_CONCURRENCY). */
  concurrency: number;
  /** Attempts of a job whose failures are transient; any other failure ends it at the first. */
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
};

export const DEFAULT_QUEUE_SETTINGS: JobQueueSettings = {
  concurrency: 2,
  maxAttempts: 5,
  ackWaitMs: 60_000,
  jobTimeoutMs: 30 * 60_000,
  redeliveryDelaysMs: DEFAULT_WORK_QUEUE_SETTINGS.redeliveryDelaysMs,
  abortGraceMs: 10_000,
};

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
export type JobMessage = z.infer<typeof ZJobMessage>;

export type JobQueue = WorkQueue<JobMessage>;

export type JobQueueOptions = {
  /** The service's connection; the queue does not close it. */
  nats: NatsConnection;
  /** The service's database (the `jobs` table). */
  db: pg.Pool;
  /** QUIRE_EVENT_NAMESPACE's value: the stack's own streams on a shared NATS server. */
  namespace: string | undefined;
  logger: Logger;
  settings?: Partial<JobQueueSettings>;
};

/** Another worker took the job over (this one's lease ran out): it must not touch the job again. */
class ClaimLostError extends Error {
  constructor() {
    super('the job was taken over by another worker');
    this.name = 'ClaimLostError';
  }
}

/** The verdict on a job already recorded failed or dead: its dead letter again, then the ack. */
const finishedVerdict = (record: JobRecord): WorkVerdict => ({
  verdict: 'failed',
  failure: { code: record.lastErrorCode ?? 'UNKNOWN', message: record.lastErrorMessage ?? '' },
  status: record.status === 'dead' ? 'dead' : 'failed',
  attempts: record.attempts,
  at: record.finishedAt ?? record.updatedAt,
  recorded: true,
});

/**
 * The git-worker's work queue `git-worker-jobs` (@quire/shared's createWorkQueue): one
 * message per job, its id the job id. Each delivery first claims the job's row in `jobs`
 * (status `running`, a lease, a fencing token), so a job redelivered while a live worker holds
 * it waits for the lease instead of running twice, a job whose worker died is redone by another
 * replica, and a job already finished is settled from its record without running again.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const settings: JobQueueSettings = { ...DEFAULT_QUEUE_SETTINGS, ...options.settings };
  // Shorter than ack_wait: when JetStream redelivers the job of a dead worker, its lease has run out.
  const leaseMs = Math.floor(settings.ackWaitMs * 0.9);
  const { db } = options;
  return createWorkQueue({
    service: 'git-worker',
    name: 'jobs',
    namespace: options.namespace,
    schema: ZJobMessage,
    nats: options.nats,
    logger: options.logger,
    settings: {
      maxAttempts: settings.maxAttempts,
      ackWaitMs: settings.ackWaitMs,
      redeliveryDelaysMs: settings.redeliveryDelaysMs,
      timeoutMs: settings.jobTimeoutMs,
      abortGraceMs: settings.abortGraceMs,
    },
    // Every attempt of the final delivery's worker was lost: recorded `dead` under the claim.
    onLost: async (item) => {
      const claimed = await claim(db, item, leaseMs);
      if ('verdict' in claimed) return claimed;
      const lost: JobFailure = { code: 'WORKER_LOST', message: 'the worker running the last attempt stopped before it finished' };
      return (await finishAttempt(db, item.payload.jobId, claimed.token, { status: 'dead', error: lost }))
        ? { verdict: 'failed', failure: lost, status: 'dead', attempts: settings.maxAttempts, recorded: true }
        : { verdict: 'leave' };
    },
  });
}

/** Records the job (from its message, if the request's commit failed) and claims it, or says why not. */
async function claim(db: pg.Pool, item: WorkItem<JobMessage>, leaseMs: number): Promise<{ token: string } | WorkVerdict> {
  const job = item.payload as JobRequestedEvent;
  await insertJob(db, job, item.enqueuedAt);
  const token = randomBytes(16).toString('base64url');
  const claimed = await claimJob(db, job.jobId, token, leaseMs);
  if (!('reason' in claimed)) return { token: claimed.token };
  if (claimed.reason === 'held') {
    item.logger.debug({ jobId: job.jobId, retryInMs: claimed.remainingMs }, 'another worker holds the job; waiting for its lease');
    return { verdict: 'wait', delayMs: Math.ceil(claimed.remainingMs) + 250 };
  }
  if (claimed.status === 'succeeded') return { verdict: 'done' };
  const record = await findJob(db, job.jobId);
  return record ? finishedVerdict(record) : { verdict: 'done' };
}

export type JobWorkersOptions = {
  queue: JobQueue;
  nats: NatsConnection;
  db: pg.Pool;
  logger: Logger;
  /** By kind (src/jobs/handlers.ts). */
  handlers: Partial<Record<string, JobHandler>>;
  egress: Egress;
  content: ContentClients;
  settings?: Partial<JobQueueSettings>;
};

/**
 * The job workers: `concurrency` slots pulling from the consumer all replicas share. A
 * handler's failure is classified (src/jobs/errors.ts): a transient one comes back after
 * `redeliveryDelaysMs` until `maxAttempts`, then the job is recorded `dead`; any other is
 * recorded `failed` at once. Both are dead-lettered and acknowledged. The worker stopping gives
 * the job back (`queued`) for another replica at once.
 */
export function startJobWorkers(options: JobWorkersOptions): WorkQueueWorker {
  const settings: JobQueueSettings = { ...DEFAULT_QUEUE_SETTINGS, ...options.settings };
  const { db, handlers, nats } = options;
  const leaseMs = Math.floor(settings.ackWaitMs * 0.9);

  async function run(item: WorkItem<JobMessage>): Promise<WorkVerdict> {
    const job = item.payload as JobRequestedEvent;
    const log = item.logger.child({ jobId: job.jobId, kind: job.kind });
    const claimed = await claim(db, item, leaseMs);
    if ('verdict' in claimed) return claimed;
    const { token } = claimed;

    const claimLost = new AbortController();
    item.onHeartbeat(async () => {
      if (nats.isClosed()) return;
      const kept = await extendLease(db, job.jobId, token, leaseMs).catch((error: unknown) => {
        log.warn({ err: error }, 'could not extend the job lease');
        return true;
      });
      if (!kept) claimLost.abort(new ClaimLostError());
    });
    const signal = AbortSignal.any([item.signal, claimLost.signal]);
    const context: JobContext = {
      jobId: job.jobId,
      organizationId: job.organizationId,
      spaceId: job.spaceId,
      attempt: item.delivery,
      finalAttempt: item.finalAttempt,
      signal,
      logger: log,
      egress: options.egress,
      content: options.content,
      heartbeat: item.heartbeat,
    };

    let failure: unknown;
    let succeeded = false;
    try {
      const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
      if (!handler) throw new JobError('UNSUPPORTED_JOB', `this worker cannot run "${job.kind}" jobs`);
      log.info({ attempt: item.delivery }, 'job started');
      await untilSettledOrAbandoned(handler(job, context), signal, settings.abortGraceMs);
      succeeded = true;
    } catch (error) {
      // When the job was aborted, why it was matters more than how the handler reacted.
      failure = signal.aborted ? signal.reason : error;
    }

    if (failure instanceof ClaimLostError) {
      log.warn('the job was taken over by another worker; leaving it to it');
      return { verdict: 'leave' };
    }
    if (succeeded) {
      if (await finishAttempt(db, job.jobId, token, { status: 'succeeded' })) {
        log.info('job succeeded');
        return { verdict: 'done' };
      }
      log.warn('the job was taken over by another worker before it finished here');
      return { verdict: 'leave' };
    }
    if (failure instanceof WorkerStoppingError) {
      // Given back, not failed: another replica takes it at once.
      return (await finishAttempt(db, job.jobId, token, { status: 'queued' })) ? { verdict: 'release' } : { verdict: 'leave' };
    }
    const classified = classifyFailure(failure);
    const error: JobFailure = { code: classified.code, message: classified.message };
    if (classified.retryable && !item.finalAttempt) {
      return (await finishAttempt(db, job.jobId, token, { status: 'queued', error })) ? { verdict: 'retry', failure: error } : { verdict: 'leave' };
    }
    const status = classified.retryable ? 'dead' : 'failed';
    if (!(await finishAttempt(db, job.jobId, token, { status, error }))) {
      log.warn('the job was taken over by another worker; leaving it to it');
      return { verdict: 'leave' };
    }
    return { verdict: 'failed', failure: error, status, attempts: item.delivery, recorded: true };
  }

  return options.queue.work({ concurrency: settings.concurrency, handle: run });
}
