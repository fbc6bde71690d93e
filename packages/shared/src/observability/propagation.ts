import type { Metadata } from 'nice-grpc-common';
import { parseTraceparent, TRACEPARENT_HEADER, TRACESTATE_HEADER, type TraceContext } from './trace-context';
import { withTrace, type ActiveTrace } from './tracing';

/** The caller's trace context from gRPC metadata (`traceparent`, `tracestate`), if valid. */
export function traceOfMetadata(metadata: Metadata): TraceContext | undefined {
  return parseTraceparent(metadata.get(TRACEPARENT_HEADER), metadata.get(TRACESTATE_HEADER));
}

/**
 * Runs a nice-grpc handler generator as part of `trace`: each step of `inner` starts inside
 * the trace's AsyncLocalStorage context, so the handler and everything it awaits see it. (A
 * generator resumes in the context of whoever calls `next()`, so `yield*` alone would not do.)
 */
export async function* continueTrace<T, R>(trace: ActiveTrace, inner: AsyncGenerator<T, R, undefined>): AsyncGenerator<T, R, undefined> {
  let finished = false;
  try {
    for (;;) {
      const step = await withTrace(trace, () => inner.next());
      if (step.done) {
        finished = true;
        return step.value;
      }
      yield step.value;
    }
  } finally {
    // The caller stopped early (a cancelled stream): the handler's own clean-up runs too.
    if (!finished) await withTrace(trace, () => inner.return(undefined as R)).catch(() => undefined);
  }
}
