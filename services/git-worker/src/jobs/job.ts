import type { Logger } from '@quire/shared';
import type { Egress } from '../egress/egress';
import type { ContentClients } from '../clients/content';

/**
 * What content asks the worker to do. Content records the request in its own tables and, in
 * the same transaction, writes the outbox event `quire.content.source-job.requested` with
 * `JobRequestedEvent` as data; the worker's queue (src/jobs/queue.ts) turns each such event
 * into one job. The job's parameters (URLs with credentials, sources) are never in the event:
 * each handler reads them from content by `jobId` through its area's internal rpc.
 */
export type JobKind = 'git-import' | 'git-export' | 'openapi-fetch' | 'website-import';

export type JobRequestedEvent = {
  /** The id of content's record for the request: Git operation, spec version, import run. */
  jobId: string;
  kind: JobKind;
  organizationId: string;
  /** The space the job writes or reads, when it has one. */
  spaceId?: string;
};

export type JobContext = {
  jobId: string;
  organizationId: string;
  spaceId?: string;
  /** 1 for the first delivery. */
  attempt: number;
  /** No delivery follows this one: a handler records its failure in content before throwing. */
  finalAttempt: boolean;
  /** Aborted when the worker stops or the job's time limit passes. */
  signal: AbortSignal;
  logger: Logger;
  /** The only way out of the cluster (src/egress). */
  egress: Egress;
  content: ContentClients;
  /** Tells the queue the job is alive (extends its ack deadline); call it during long work. */
  heartbeat(): void;
};

export type JobHandler = (job: JobRequestedEvent, context: JobContext) => Promise<void>;

/**
 * A failure a handler understands. `retryable: false` ends the job at once (a refused
 * address, a document that does not parse); anything else thrown is retried until the last
 * delivery and then dead-lettered.
 */
export class JobError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'JobError';
  }
}
