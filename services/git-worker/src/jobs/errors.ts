import { isTransientError, MAX_FAILURE_MESSAGE_LENGTH, TRANSIENT_GRPC_STATUSES, WorkTimeoutError } from '@quire/shared';
import { ClientError, Status } from 'nice-grpc';
import { EgressError, type EgressErrorCode } from '../egress/egress';
import { toEgressError } from '../egress/guard';
import { redactSecrets } from '../egress/redact';
import { JobError } from './job';

/** What a job's failure is recorded as: `code` and `message` go to the jobs row and the dead letter. */
export type ClassifiedFailure = { code: string; message: string; retryable: boolean };

/** Waiting, or a network hiccup, may help; the others fail the same way again. */
const RETRYABLE_EGRESS: ReadonlySet<EgressErrorCode> = new Set(['FETCH_TIMEOUT', 'FETCH_ERROR']);

const clean = (message: string) => {
  const redacted = redactSecrets(message).trim() || 'no message';
  return redacted.length > MAX_FAILURE_MESSAGE_LENGTH ? `${redacted.slice(0, MAX_FAILURE_MESSAGE_LENGTH - 1)}…` : redacted;
};

/**
 * How a handler's failure is recorded and whether it is retried: PERMANENT unless it is known
 * to be transient, because retrying a failure that cannot pass (a repository git refuses, a
 * bug) only fetches the remote again and delays the answer by every backoff. A JobError says
 * itself; the time limit is transient; egress errors are transient for timeouts and network
 * errors; content's gRPC errors for UNAVAILABLE, DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED and
 * ABORTED; anything else only when `isTransientError` knows it (ECONNRESET, 5xx, ...).
 * Messages are redacted: URL credentials and secrets never reach the record.
 */
export function classifyFailure(error: unknown): ClassifiedFailure {
  if (error instanceof JobError) return { code: error.code, message: clean(error.message), retryable: error.retryable };
  if (error instanceof WorkTimeoutError) return { code: 'JOB_TIMEOUT', message: clean(`the job did not finish within ${error.limitMs} ms`), retryable: true };
  if (error instanceof ClientError) {
    return { code: `CONTENT_${Status[error.code]}`, message: clean(`content answered ${Status[error.code]}: ${error.details}`), retryable: TRANSIENT_GRPC_STATUSES.has(error.code) };
  }
  const egress = toEgressError(error);
  if (egress instanceof EgressError) return { code: egress.code, message: clean(egress.message), retryable: RETRYABLE_EGRESS.has(egress.code) };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'JOB_FAILED', message: clean(message), retryable: isTransientError(error) };
}
