import { randomBytes } from 'node:crypto';

/**
 * The W3C Trace Context of a span (https://www.w3.org/TR/trace-context/): what travels in
 * the `traceparent` and `tracestate` headers, gRPC metadata and NATS headers.
 */
export type TraceContext = {
  /** 32 lowercase hex digits, not all zero. */
  traceId: string;
  /** 16 lowercase hex digits, not all zero: the span this context names. */
  spanId: string;
  /** The `sampled` flag: the caller may record this trace, so should we. */
  sampled: boolean;
  /** Vendor data of `tracestate`, passed on unchanged. */
  traceState?: string;
};

export const TRACEPARENT_HEADER = 'traceparent';
export const TRACESTATE_HEADER = 'tracestate';

const HEX_32 = /^[0-9a-f]{32}$/;
const HEX_16 = /^[0-9a-f]{16}$/;
const HEX_2 = /^[0-9a-f]{2}$/;
const ALL_ZERO = /^0+$/;
/** The 512 characters every participant must pass on; printable ASCII, so it is safe in any header. */
const TRACESTATE = /^[\x20-\x7e]{1,512}$/;

/**
 * The context of a `traceparent` header value, or undefined when it is not a valid one (the
 * receiver then starts a new trace, as the specification asks). Version 00 is exactly 55
 * characters; a later version may append fields after a `-`, which are ignored.
 */
export function parseTraceparent(value: unknown, traceState?: unknown): TraceContext | undefined {
  if (typeof value !== 'string') return undefined;
  const header = value.trim();
  if (header.length < 55) return undefined;
  const version = header.slice(0, 2);
  if (!HEX_2.test(version) || version === 'ff') return undefined;
  if (version === '00' ? header.length !== 55 : header.length > 55 && header[55] !== '-') return undefined;
  if (header[2] !== '-' || header[35] !== '-' || header[52] !== '-') return undefined;
  const traceId = header.slice(3, 35);
  const spanId = header.slice(36, 52);
  const flags = header.slice(53, 55);
  if (!HEX_32.test(traceId) || ALL_ZERO.test(traceId)) return undefined;
  if (!HEX_16.test(spanId) || ALL_ZERO.test(spanId)) return undefined;
  if (!HEX_2.test(flags)) return undefined;
  const context: TraceContext = { traceId, spanId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
  if (typeof traceState === 'string' && TRACESTATE.test(traceState)) context.traceState = traceState;
  return context;
}

/** The `traceparent` header value of a context (version 00). */
export function formatTraceparent(context: TraceContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.sampled ? '01' : '00'}`;
}

// Ids are drawn from a buffer of random bytes refilled 4 KiB at a time: one CSPRNG call per
// 170 spans instead of one per id, on the path of every request.
const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let offset = 0;

function randomHex(bytes: number): string {
  for (;;) {
    if (offset + bytes > POOL_BYTES) {
      pool = randomBytes(POOL_BYTES);
      offset = 0;
    }
    const hex = pool.toString('hex', offset, offset + bytes);
    offset += bytes;
    // An all-zero id is invalid; drawing one is a 2^-64 event at worst, but cheap to rule out.
    if (!ALL_ZERO.test(hex)) return hex;
  }
}

export const newTraceId = (): string => randomHex(16);
export const newSpanId = (): string => randomHex(8);
