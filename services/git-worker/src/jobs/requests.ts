import { startEventConsumer, type EventConsumer, type Logger } from '@quire/shared';
import type { JobRequestedEvent } from './job';
import { ZJobMessage, type JobQueue } from './queue';
import { insertJob } from './records';

/** Content's outbox event asking for a job (data: JobRequestedEvent). */
export const JOB_REQUESTED_SUBJECT = 'quire.content.source-job.requested';
/** The durable consumer of content's job requests on the QUIRE stream (`<durable>-ns-<namespace>` in a namespace). */
export const REQUESTS_DURABLE = 'git-worker-jobs';

export type JobRequestsOptions = {
  natsUrl: string;
  /** The worker's database: `jobs` and `processed_events`. */
  databaseUrl: string;
  logger: Logger;
  /** QUIRE_EVENT_NAMESPACE's value: the requests of the stack's own content only. */
  namespace: string | undefined;
  queue: JobQueue;
};

/**
 * Turns content's job requests into jobs: a durable consumer of the QUIRE stream records each
 * requested job in `jobs` and puts it on the work queue, in the transaction that records the
 * event as handled. A request handled again (redelivery) changes nothing; a second request
 * for a job id already recorded is ignored. If the enqueue fails the transaction rolls back
 * and the event comes back; if the commit fails after the enqueue, the worker records the job
 * from its message.
 */
export function startJobRequests(options: JobRequestsOptions): EventConsumer {
  const logger = options.logger.child({ component: 'job-requests' });
  return startEventConsumer({
    natsUrl: options.natsUrl,
    durable: REQUESTS_DURABLE,
    filterSubjects: [JOB_REQUESTED_SUBJECT],
    namespace: options.namespace,
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    handle: async (envelope, tx) => {
      const parsed = ZJobMessage.safeParse(envelope.data);
      if (!parsed.success) {
        // Redelivering it cannot help; content's record of the request stays as it is.
        logger.error({ eventId: envelope.id, issues: parsed.error.issues.map((issue) => issue.path.join('.')) }, 'malformed job request; ignoring it');
        return;
      }
      const job = parsed.data as JobRequestedEvent;
      const requestedAt = Number.isNaN(Date.parse(envelope.time)) ? new Date() : new Date(envelope.time);
      if (await insertJob(tx, job, requestedAt)) {
        // The message id is the job id: a job published twice (a request handled again) is stored once.
        await options.queue.enqueue(parsed.data, { id: job.jobId });
        logger.info({ jobId: job.jobId, kind: job.kind }, 'job queued');
      } else {
        logger.info({ jobId: job.jobId, eventId: envelope.id }, 'job already recorded; request ignored');
      }
    },
  });
}
