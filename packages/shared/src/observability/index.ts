export {
  metricsRegistry,
  recordEventHandled,
  recordGrpcClientCall,
  recordGrpcServerCall,
  recordHttpRequest,
  registerConsumerLag,
  registerOutboxLag,
  registerQueueDepth,
  registerCacheSize,
  sharedSample,
  startMetricsServer,
  startProcessMetrics,
  trackPgPool,
  type MetricsServer,
  type Sample,
} from './metrics';
export {
  formatTraceparent,
  newSpanId,
  newTraceId,
  parseTraceparent,
  TRACEPARENT_HEADER,
  TRACESTATE_HEADER,
  type TraceContext,
} from './trace-context';
export {
  activeTrace,
  activeTraceparent,
  activeActor,
  configureTracing,
  otlpTracesUrl,
  startSpan,
  traceLogFields,
  tracingEnabled,
  withTrace,
  type ActiveTrace,
  type Span,
  type SpanKind,
  type SpanOptions,
  type Tracing,
} from './tracing';
export { continueTrace, traceOfMetadata } from './propagation';
export { METRICS_PORTS, metricsConfig, type MetricsConfig } from './config';
