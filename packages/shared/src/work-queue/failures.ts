import { ClientError, Status } from 'nice-grpc';

/**
 * Why an item of work failed. `transient: true` only when another attempt may succeed (the
 * network, a peer that was down or busy); everything else fails the same way again and ends the
 * item at once: retrying it only delays the answer and costs the remote.
 */
export type WorkFailure = { code: string; message: string; transient: boolean };

/** The attempt ran past the queue's `timeoutMs`. */
export class WorkTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`the work did not finish within ${limitMs} ms`);
    this.name = 'WorkTimeoutError';
  }
}

/** The worker is stopping: the attempt is given back to the queue, not failed. */
export class WorkerStoppingError extends Error {
  constructor() {
    super('the worker is stopping');
    this.name = 'WorkerStoppingError';
  }
}

/** Socket and resolver errors that say the network, not the request, failed. */
export const TRANSIENT_NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** gRPC answers of a peer that was down, slow, busy, or lost a race it may win next time. */
export const TRANSIENT_GRPC_STATUSES: ReadonlySet<Status> = new Set([Status.UNAVAILABLE, Status.DEADLINE_EXCEEDED, Status.RESOURCE_EXHAUSTED, Status.ABORTED]);

/** NATS client errors of a server that did not answer in time or was unreachable. */
const TRANSIENT_NATS_ERRORS: ReadonlySet<string> = new Set(['TimeoutError', 'NoRespondersError', 'ConnectionError', 'ClosedConnectionError', 'RequestError']);

type ErrorLike = { name?: unknown; code?: unknown; status?: unknown; statusCode?: unknown; cause?: unknown; details?: unknown };

/**
 * Whether an error is KNOWN to be transient: a network error (ECONNRESET, ETIMEDOUT, ...), an
 * HTTP 5xx or 429 (`status`/`statusCode`), a gRPC UNAVAILABLE, DEADLINE_EXCEEDED,
 * RESOURCE_EXHAUSTED or ABORTED, a NATS timeout or lost connection, or an error whose `cause`
 * is one of those. Anything else, including every error nobody foresaw, is permanent.
 */
export function isTransientError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const e = current as ErrorLike;
    if (current instanceof ClientError) return TRANSIENT_GRPC_STATUSES.has(current.code);
    if (current instanceof WorkTimeoutError) return true;
    if (typeof e.code === 'string' && TRANSIENT_NETWORK_CODES.has(e.code)) return true;
    // A grpc-js ServiceError: numeric code with details.
    if (typeof e.code === 'number' && typeof e.details === 'string') return TRANSIENT_GRPC_STATUSES.has(e.code as Status);
    const status = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : undefined;
    if (status !== undefined && status >= 100 && status < 600) return status >= 500 || status === 429;
    if (typeof e.name === 'string' && TRANSIENT_NATS_ERRORS.has(e.name)) return true;
    current = e.cause;
  }
  return false;
}

/** Longest failure message kept: a remote's answer can be long. */
export const MAX_FAILURE_MESSAGE_LENGTH = 1000;

/** The queue's default classification: `TIMEOUT`, or `WORK_FAILED`, transient when isTransientError says so. */
export function classifyWorkFailure(error: unknown): WorkFailure {
  if (error instanceof WorkTimeoutError) return { code: 'TIMEOUT', message: error.message, transient: true };
  const message = (error instanceof Error ? error.message : String(error)).trim() || 'no message';
  return {
    code: 'WORK_FAILED',
    message: message.length > MAX_FAILURE_MESSAGE_LENGTH ? `${message.slice(0, MAX_FAILURE_MESSAGE_LENGTH - 1)}…` : message,
    transient: isTransientError(error),
  };
}
