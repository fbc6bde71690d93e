import { ClientError, Status } from 'nice-grpc';
import { EgressError, type EgressErrorCode } from '../egress/egress';
import { toEgressError } from '../egress/guard';
import { redactSecrets } from '../egress/redact';
import { JobError } from './job';

/** What a job's failure is recorded as: `code` and `message` go to the jobs row and the dead letter. */
export type ClassifiedFailure = { code: string; message: string; retryable: boolean };

/** Longest error message kept (a remote's answer can be long). */
const MAX_MESSAGE_LENGTH = 1000;

/** The job ran past its time limit (`QUIRE_JOB_TIMEOUT_MS`). */
export class JobTimeoutError extends Error {
  constructor(limitMs: number) {
    super(`the job did not finish within ${limitMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

/** Waiting, or a network hiccup, may help; the others fail the same way again. */
const RETRYABLE_EGRESS: ReadonlySet<EgressErrorCode> = new Set(['FETCH_TIMEOUT', 'FETCH_ERROR']);

/** Content's answers worth another attempt: it was down, slow, busy, or lost a race. */
const RETRYABLE_STATUSES: ReadonlySet<Status> = new Set([Status.UNAVAILABLE, Status.DEADLINE_EXCEEDED, Status.ABORTED, Status.RESOURCE_EXHAUSTED, Status.INTERNAL, Status.UNKNOWN]);

const clean = (message: string) => {
  const redacted = redactSecrets(message).trim() || 'no message';
  return redacted.length > MAX_MESSAGE_LENGTH ? `${redacted.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : redacted;
};

/**
 * How a handler's failure is recorded and whether it is retried. A JobError says both itself;
 * egress errors are final except timeouts and network errors; content's gRPC errors are
 * retried when content was unavailable or busy; anything else unexpected is retried.
 * Messages are redacted: URL credentials and secrets never reach the record.
 */
export function classifyFailure(error: unknown): ClassifiedFailure {
  if (error instanceof JobError) return { code: error.code, message: clean(error.message), retryable: error.retryable };
  if (error instanceof JobTimeoutError) return { code: 'JOB_TIMEOUT', message: clean(error.message), retryable: true };
  if (error instanceof ClientError) {
    return { code: `CONTENT_${Status[error.code]}`, message: clean(`content answered ${Status[error.code]}: ${error.details}`), retryable: RETRYABLE_STATUSES.has(error.code) };
  }
  const egress = toEgressError(error);
  if (egress instanceof EgressError) return { code: egress.code, message: clean(egress.message), retryable: RETRYABLE_EGRESS.has(egress.code) };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'JOB_FAILED', message: clean(message), retryable: true };
}
