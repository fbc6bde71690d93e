import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createTraceState,
  ROOT_CONTEXT,
  SpanKind as OtelSpanKind,
  SpanStatusCode,
  trace as otelTrace,
  type Attributes,
  type Context,
  type Span as OtelSpan,
  type Tracer,
} from '@opentelemetry/api';
import type { EventActor } from '../outbox/actor';
import { formatTraceparent, newSpanId, newTraceId, type TraceContext } from './trace-context';

export type SpanKind = 'server' | 'client' | 'producer' | 'consumer' | 'internal';

/**
 * The trace of the work running now (a request, an rpc, an event being handled), kept in an
 * AsyncLocalStorage so that log lines and outgoing calls find it without being handed it.
 */
export type ActiveTrace = TraceContext & {
  /** The request id of the HTTP request or rpc being served. */
  requestId?: string;
  /** The OpenTelemetry span, only while spans are exported. */
  span?: OtelSpan;
  /**
   * Who the work acts for: the caller's principal of the rpc being served, absent for work
   * nobody asked for (event handlers, jobs). The outbox writer records it with every event.
   */
  actor?: EventActor;
};

export type SpanOptions = {
  kind: SpanKind;
  /**
   * The caller's context (from a `traceparent` header). `null` starts a new trace; leaving it
   * out makes the span a child of the active trace, or a new trace outside one.
   */
  parent?: TraceContext | null;
  /** Defaults to the active trace's. */
  requestId?: string;
  /** Defaults to the active trace's (`null`: none, for work done on nobody's behalf). */
  actor?: EventActor | null;
  /** Recorded only while spans are exported. */
  attributes?: Attributes;
};

export type Span = {
  readonly trace: ActiveTrace;
  setAttribute(key: string, value: string | number | boolean): void;
  updateName(name: string): void;
  /** Ends the span; a message marks it failed. */
  end(errorMessage?: string): void;
};

export type Tracing = {
  /** Whether spans are exported (OTEL_EXPORTER_OTLP_ENDPOINT was set). */
  enabled: boolean;
  /** Exports the spans ended so far. */
  flush(): Promise<void>;
  /** Exports what is left and stops exporting. */
  shutdown(): Promise<void>;
};

const storage = new AsyncLocalStorage<ActiveTrace>();

type Exporter = { tracer: Tracer; flush(): Promise<void>; shutdown(): Promise<void> };
let exporter: Exporter | undefined;

const KINDS: Record<SpanKind, OtelSpanKind> = {
  server: OtelSpanKind.SERVER,
  client: OtelSpanKind.CLIENT,
  producer: OtelSpanKind.PRODUCER,
  consumer: OtelSpanKind.CONSUMER,
  internal: OtelSpanKind.INTERNAL,
};

/** The longest a stopping process waits for its last spans to be exported. */
const SHUTDOWN_TIMEOUT_MS = 3000;

const DISABLED: Tracing = { enabled: false, flush: async () => undefined, shutdown: async () => undefined };

/** The OTLP/HTTP traces URL the environment names, if any (the OpenTelemetry variables). */
export function otlpTracesUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return undefined;
  const specific = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (specific) return specific;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/**
 * Exports spans with OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, through a batching processor; otherwise nothing
 * is loaded and spans are ids only (trace ids still reach logs, metadata and event headers).
 * Once per process: later calls return the first configuration.
 */
export function configureTracing({ serviceName, env = process.env }: { serviceName: string; env?: NodeJS.ProcessEnv }): Tracing {
  if (exporter) return { enabled: true, flush: exporter.flush, shutdown: exporter.shutdown };
  const url = otlpTracesUrl(env);
  if (!url) return DISABLED;
  // Loaded only here: a process that exports nothing never pays for the SDK.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { BasicTracerProvider, BatchSpanProcessor, ParentBasedSampler, AlwaysOnSampler } =
    require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName, 'service.namespace': 'quire' }),
    // Follow the caller's sampled flag; record every trace that starts here.
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  let stopped: Promise<void> | undefined;
  const configured: Exporter = {
    tracer: provider.getTracer('quire'),
    flush: () => provider.forceFlush(),
    shutdown: () =>
      (stopped ??= (async () => {
        if (exporter === configured) exporter = undefined;
        // A collector that does not answer must not hold the process's exit for long.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          provider.shutdown().catch(() => undefined),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, SHUTDOWN_TIMEOUT_MS);
          }),
        ]);
        clearTimeout(timer);
      })()),
  };
  exporter = configured;
  return { enabled: true, flush: configured.flush, shutdown: configured.shutdown };
}

/** Whether spans are exported in this process. */
export const tracingEnabled = (): boolean => exporter !== undefined;

/** The trace of the work running now, if any. */
export const activeTrace = (): ActiveTrace | undefined => storage.getStore();

/** Runs `fn` (and everything it starts) as part of `trace`. */
export function withTrace<T>(trace: ActiveTrace, fn: () => T): T {
  return storage.run(trace, fn);
}

/** Who the work running now acts for (ActiveTrace `actor`), if anyone. */
export const activeActor = (): EventActor | undefined => storage.getStore()?.actor;

/** The `traceparent` to send on a call or message made now, if there is an active trace. */
export function activeTraceparent(): string | undefined {
  const trace = storage.getStore();
  return trace ? formatTraceparent(trace) : undefined;
}

const noop = () => undefined;

/** A span that is only ids: what every span is while nothing is exported. */
class LocalSpan implements Span {
  constructor(readonly trace: ActiveTrace) {}
  setAttribute = noop;
  updateName = noop;
  end = noop;
}

class ExportedSpan implements Span {
  constructor(
    readonly trace: ActiveTrace,
    private readonly span: OtelSpan,
  ) {}
  setAttribute(key: string, value: string | number | boolean): void {
    this.span.setAttribute(key, value);
  }
  updateName(name: string): void {
    this.span.updateName(name);
  }
  end(errorMessage?: string): void {
    if (errorMessage !== undefined) this.span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage });
    this.span.end();
  }
}

function parentContextOf(parent: TraceContext | undefined, active: ActiveTrace | undefined): Context {
  if (!parent && active?.span) return otelTrace.setSpan(ROOT_CONTEXT, active.span);
  const remote = parent ?? active;
  if (!remote) return ROOT_CONTEXT;
  return otelTrace.setSpanContext(ROOT_CONTEXT, {
    traceId: remote.traceId,
    spanId: remote.spanId,
    traceFlags: remote.sampled ? 1 : 0,
    isRemote: true,
    traceState: remote.traceState ? createTraceState(remote.traceState) : undefined,
  });
}

/**
 * Starts a span: a child of `parent` (or of the active trace), with new ids. Nothing is
 * made active: run the work with `withTrace(span.trace, ...)`.
 */
export function startSpan(name: string, options: SpanOptions): Span {
  const active = options.parent === undefined ? storage.getStore() : undefined;
  const parent = options.parent ?? active;
  const requestId = options.requestId ?? active?.requestId;
  const actor = options.actor === undefined ? active?.actor : (options.actor ?? undefined);
  if (!exporter) {
    return new LocalSpan({
      traceId: parent?.traceId ?? newTraceId(),
      spanId: newSpanId(),
      // A trace that starts here is marked sampled, so that a process exporting spans records it.
      sampled: parent?.sampled ?? true,
      traceState: parent?.traceState,
      requestId,
      ...(actor && { actor }),
    });
  }
  const span = exporter.tracer.startSpan(
    name,
    { kind: KINDS[options.kind], attributes: options.attributes },
    parentContextOf(options.parent ?? undefined, active),
  );
  const context = span.spanContext();
  return new ExportedSpan(
    {
      traceId: context.traceId,
      spanId: context.spanId,
      sampled: (context.traceFlags & 1) === 1,
      traceState: parent?.traceState,
      requestId,
      ...(actor && { actor }),
      span,
    },
    span,
  );
}

/** The fields a log line written during traced work carries. */
export function traceLogFields(): { requestId?: string; traceId: string; spanId: string } | undefined {
  const trace = storage.getStore();
  if (!trace) return undefined;
  return trace.requestId === undefined
    ? { traceId: trace.traceId, spanId: trace.spanId }
    : { requestId: trace.requestId, traceId: trace.traceId, spanId: trace.spanId };
}
