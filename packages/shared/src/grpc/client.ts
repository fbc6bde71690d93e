import {
  ClientError,
  createChannel,
  createClientFactory,
  Metadata,
  Status,
  type Channel,
  type Client,
  type CompatServiceDefinition,
} from 'nice-grpc';
import type { CallOptions, ClientMiddlewareCall } from 'nice-grpc-common';
import { recordGrpcClientCall } from '../observability/metrics';
import { formatTraceparent, TRACEPARENT_HEADER, TRACESTATE_HEADER } from '../observability/trace-context';
import { activeTrace, startSpan, tracingEnabled, type Span } from '../observability/tracing';
import { isAbortError } from './abort';
import { GRPC_MESSAGE_LIMITS } from './server';

/** Extra per-call option: an absolute deadline (Date) or a timeout in milliseconds. */
export type DeadlineCallOptions = { deadline?: Date | number };

export type ServiceClient<D extends CompatServiceDefinition> = Client<D, DeadlineCallOptions>;

const channels = new Set<Channel>();

/**
 * Gives every call a deadline (`defaultMs` unless the call passes `deadline`): past it the
 * call is cancelled and fails with DEADLINE_EXCEEDED, so a stuck service cannot hold its callers.
 */
function deadlineMiddleware(defaultMs: number) {
  return async function* <Request, Response>(
    call: ClientMiddlewareCall<Request, Response>,
    options: CallOptions & DeadlineCallOptions,
  ) {
    const { deadline, signal, ...rest } = options;
    const timeoutMs =
      deadline instanceof Date ? deadline.getTime() - Date.now() : typeof deadline === 'number' ? deadline : defaultMs;
    const timeout = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      timeout.abort();
    }, Math.max(0, timeoutMs));
    try {
      return yield* call.next(call.request, {
        ...rest,
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      });
    } catch (error) {
      if (timedOut && isAbortError(error)) {
        throw new ClientError(call.method.path, Status.DEADLINE_EXCEEDED, `Deadline of ${timeoutMs}ms exceeded`);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The status name a failed call ends with. */
function statusOf(error: unknown): string {
  if (error instanceof ClientError) return Status[error.code];
  return isAbortError(error) ? 'CANCELLED' : 'UNKNOWN';
}

/**
 * Sends the active trace on: `traceparent` (and `tracestate`) metadata naming the current
 * span, or a client span of its own while spans are exported. Measures every call by method.
 * Outermost, so that the deadline's DEADLINE_EXCEEDED is what it records.
 */
async function* observabilityMiddleware<Request, Response>(
  call: ClientMiddlewareCall<Request, Response>,
  options: CallOptions & DeadlineCallOptions,
) {
  const method = call.method.path;
  const active = activeTrace();
  let span: Span | undefined;
  let metadata = options.metadata;
  if (active) {
    span = tracingEnabled() ? startSpan(method, { kind: 'client', attributes: { 'rpc.system': 'grpc', 'rpc.method': method } }) : undefined;
    const trace = span?.trace ?? active;
    // A copy: callers may reuse one Metadata object for several calls.
    metadata = Metadata(options.metadata);
    metadata.set(TRACEPARENT_HEADER, formatTraceparent(trace));
    if (trace.traceState) metadata.set(TRACESTATE_HEADER, trace.traceState);
  }
  const started = process.hrtime.bigint();
  let code = 'OK';
  try {
    return yield* call.next(call.request, { ...options, metadata });
  } catch (error) {
    code = statusOf(error);
    throw error;
  } finally {
    recordGrpcClientCall(method, code, Number(process.hrtime.bigint() - started) / 1e9);
    span?.end(code === 'OK' ? undefined : code);
  }
}

/**
 * A client for the service at `address` (host:port). Each call gets a deadline of
 * `deadlineMs` (GRPC_DEADLINE_MS) unless it passes its own `deadline`. Pass
 * `{ metadata: forwardMetadata(context) }` on calls made on behalf of a caller.
 */
export function createServiceClient<D extends CompatServiceDefinition>(
  definition: D,
  address: string,
  { deadlineMs = 5000 }: { deadlineMs?: number } = {},
): ServiceClient<D> {
  const channel = createChannel(address, undefined, GRPC_MESSAGE_LIMITS);
  channels.add(channel);
  return createClientFactory().use(observabilityMiddleware).use(deadlineMiddleware(deadlineMs)).create(definition, channel);
}

/** Closes every channel `createServiceClient` opened (on shutdown). */
export function closeChannels(): void {
  for (const channel of channels) channel.close();
  channels.clear();
}
