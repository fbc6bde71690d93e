import {
  ClientError,
  createChannel,
  createClientFactory,
  Status,
  type Channel,
  type Client,
  type CompatServiceDefinition,
} from 'nice-grpc';
import type { CallOptions, ClientMiddlewareCall } from 'nice-grpc-common';
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
  return createClientFactory().use(deadlineMiddleware(deadlineMs)).create(definition, channel);
}

/** Closes every channel `createServiceClient` opened (on shutdown). */
export function closeChannels(): void {
  for (const channel of channels) channel.close();
  channels.clear();
}
