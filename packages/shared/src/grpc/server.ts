import { ClientError, createServer, ServerError, Status, type CompatServiceDefinition } from 'nice-grpc';
import type { CallContext, ServerMiddlewareCall } from 'nice-grpc-common';
import { isAbortError } from './abort';
import { HealthDefinition, HealthServiceImpl, HealthState } from 'nice-grpc-server-health';
import { databaseConflictReason, databaseUnavailableReason } from '../database';
import { findPrincipal, getRequestId, REQUEST_ID_METADATA_KEY } from '../principal';
import { actorOfPrincipal, type EventActor } from '../outbox/actor';
import type { Logger } from '../logger';
import { recordGrpcServerCall } from '../observability/metrics';
import { continueTrace, traceOfMetadata } from '../observability/propagation';
import { startSpan, type Span } from '../observability/tracing';

export type { CallContext };

/**
 * One service to serve. `implementation` is the generated `XServiceImplementation`;
 * `grpcService()` checks the pair's types where they are written.
 */
export type GrpcService = { definition: CompatServiceDefinition; implementation: object };

export function grpcService<D extends CompatServiceDefinition>(
  definition: D,
  implementation: import('nice-grpc').ServiceImplementation<D>,
): GrpcService {
  return { definition, implementation };
}

export type GrpcServerOptions = {
  name: string;
  host: string;
  port: number;
  logger: Logger;
  services: GrpcService[];
};

export type RunningGrpcServer = {
  /** The bound port (the real one when 0 was asked for). */
  port: number;
  /** Health NOT_SERVING, stop accepting calls, let in-flight calls finish for up to `graceMs`, then cancel them. */
  shutdown(graceMs?: number): Promise<void>;
};

const HEALTH_PATH_PREFIX = '/grpc.health.v1.Health/';

/**
 * The largest message a Quire process sends or accepts over gRPC. grpc-js receives at most
 * 4 MiB by default, which a page of 1000 resources with long fields can exceed: the limit is
 * raised deliberately, and kept finite so that one call cannot exhaust a process's memory.
 * HTTP bodies are capped far lower by the gateway (BODY_LIMIT, 1 MB by default).
 */
export const GRPC_MAX_MESSAGE_BYTES = 32 * 1024 * 1024;

/** Channel and server options every Quire gRPC endpoint shares. */
export const GRPC_MESSAGE_LIMITS = {
  'grpc.max_receive_message_length': GRPC_MAX_MESSAGE_BYTES,
  'grpc.max_send_message_length': GRPC_MAX_MESSAGE_BYTES,
} as const;

function serviceFullName(definition: CompatServiceDefinition): string | undefined {
  const fullName = (definition as { fullName?: unknown }).fullName;
  return typeof fullName === 'string' ? fullName : undefined;
}

/**
 * Codes that mark a server span failed (OpenTelemetry's gRPC conventions): the others
 * (NOT_FOUND, INVALID_ARGUMENT...) are the caller's mistake, answered as designed.
 */
const SERVER_ERROR_CODES = new Set(['UNKNOWN', 'DEADLINE_EXCEEDED', 'UNIMPLEMENTED', 'INTERNAL', 'UNAVAILABLE', 'DATA_LOSS']);

/**
 * The actor the events written by this call record: the caller's principal. A malformed one
 * is the handler's to refuse (getPrincipal answers UNAUTHENTICATED); here it is no actor.
 */
function callerActor(context: CallContext): EventActor | undefined {
  try {
    const principal = findPrincipal(context);
    return principal && actorOfPrincipal(principal);
  } catch {
    return undefined;
  }
}

/**
 * Every call: a server span continuing the caller's `traceparent` (the handler runs inside
 * it, so its log lines and outgoing calls carry the trace), the duration histogram and error
 * count by method, one log line, and the mapping of unexpected errors to INTERNAL.
 */
function callMiddleware(logger: Logger, service: string) {
  return async function* <Request, Response>(
    call: ServerMiddlewareCall<Request, Response>,
    context: CallContext,
  ): AsyncGenerator<Response, Response | void, undefined> {
    const started = process.hrtime.bigint();
    const requestId = getRequestId(context);
    context.header.set(REQUEST_ID_METADATA_KEY, requestId);
    const method = call.method.path;
    // Probes call Health every few seconds; their lines would drown the useful ones, and
    // their spans would fill the trace store.
    const probe = method.startsWith(HEALTH_PATH_PREFIX);
    const level = probe ? 'debug' : 'info';
    const span: Span | undefined = probe
      ? undefined
      : startSpan(method, {
          kind: 'server',
          parent: traceOfMetadata(context.metadata) ?? null,
          requestId,
          actor: callerActor(context) ?? null,
          attributes: { 'rpc.system': 'grpc', 'rpc.method': method, 'quire.request_id': requestId },
        });
    const trace = span && { traceId: span.trace.traceId, spanId: span.trace.spanId };
    const ms = () => Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    const finish = (code: string, errorMessage?: string) => {
      const elapsed = ms();
      recordGrpcServerCall(service, method, code, elapsed / 1000);
      span?.setAttribute('rpc.grpc.status_code', code);
      span?.end(SERVER_ERROR_CODES.has(code) ? errorMessage : undefined);
      return elapsed;
    };
    try {
      const inner = call.next(call.request, context);
      const result = yield* span ? continueTrace<Response, Response | void>(span.trace, inner) : inner;
      const elapsed = finish('OK');
      // Below `info` (LOG_LEVEL=warn) the line is dropped: skip building it on the hot path.
      if (logger.isLevelEnabled(level)) logger[level]({ method, code: 'OK', ms: elapsed, requestId, ...trace }, 'grpc call');
      return result;
    } catch (error) {
      if (error instanceof ServerError) {
        const code = Status[error.code];
        const elapsed = finish(code, error.details);
        logger[level]({ method, code, ms: elapsed, requestId, ...trace, message: error.details }, 'grpc call');
        throw error;
      }
      // The client went away or its deadline passed (abort-controller-x's AbortError).
      if (isAbortError(error)) {
        const elapsed = finish('CANCELLED', 'cancelled');
        logger[level]({ method, code: 'CANCELLED', ms: elapsed, requestId, ...trace }, 'grpc call');
        throw error;
      }
      // The database, or a service this call needed, cannot be reached right now (a restart,
      // a failover): UNAVAILABLE tells the caller a retry may succeed (HTTP 503), where
      // INTERNAL would claim a bug. One line without the stack: an outage writes many.
      const unavailable = error instanceof ClientError && error.code === Status.UNAVAILABLE ? `${error.path} UNAVAILABLE` : databaseUnavailableReason(error);
      if (unavailable) {
        const elapsed = finish('UNAVAILABLE', 'unavailable');
        logger.warn({ method, code: 'UNAVAILABLE', ms: elapsed, requestId, ...trace, reason: unavailable }, 'grpc call failed: a dependency is unavailable');
        throw new ServerError(Status.UNAVAILABLE, 'Service temporarily unavailable');
      }
      // A serialization failure or deadlock that the service did not retry itself: a retry of the
      // request may succeed, so ABORTED (HTTP 409), not INTERNAL. The stack is logged: a
      // transaction that gets here should take its locks in the documented order.
      const conflict = databaseConflictReason(error);
      if (conflict) {
        const elapsed = finish('ABORTED', 'conflict');
        logger.warn({ method, code: 'ABORTED', ms: elapsed, requestId, ...trace, reason: conflict, err: error }, 'grpc call failed: a concurrent write conflicted');
        throw new ServerError(Status.ABORTED, 'The write conflicted with a concurrent write; retry the request');
      }
      // Anything unexpected: the client gets a generic message, the log gets the stack.
      // The span gets no error text (it may hold anything); its log line, with the trace id, has it.
      const elapsed = finish('INTERNAL', 'Internal error');
      logger.error({ method, code: 'INTERNAL', ms: elapsed, requestId, ...trace, err: error }, 'grpc call failed');
      throw new ServerError(Status.INTERNAL, 'Internal error');
    }
  };
}

export async function startGrpcServer(options: GrpcServerOptions): Promise<RunningGrpcServer> {
  const logger = options.logger.child({ component: 'grpc', server: options.name });
  const health = HealthState();
  const server = createServer({
    // Keep idle client connections usable across load balancers that drop silent ones.
    'grpc.keepalive_time_ms': 30_000,
    'grpc.keepalive_permit_without_calls': 1,
    ...GRPC_MESSAGE_LIMITS,
  }).use(callMiddleware(logger, options.name));

  server.add(HealthDefinition, HealthServiceImpl(health));
  const names: string[] = [];
  for (const { definition, implementation } of options.services) {
    server.add(definition, implementation as never);
    const fullName = serviceFullName(definition);
    if (fullName) names.push(fullName);
  }

  const port = await server.listen(`${options.host}:${options.port}`);
  health.setStatus('healthy');
  for (const name of names) health.setStatus('healthy', name);
  logger.info({ host: options.host, port, services: names }, 'grpc server listening');

  let stopping: Promise<void> | undefined;
  const shutdown = (graceMs = 10_000): Promise<void> => {
    stopping ??= (async () => {
      health.setStatus('unhealthy');
      for (const name of names) health.setStatus('unhealthy', name);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      const outcome = await Promise.race([server.shutdown().then(() => 'drained' as const), timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        logger.warn({ graceMs }, 'in-flight calls still running after grace period; cancelling them');
        server.forceShutdown();
      }
      logger.info('grpc server stopped');
    })();
    return stopping;
  };

  return { port, shutdown };
}
