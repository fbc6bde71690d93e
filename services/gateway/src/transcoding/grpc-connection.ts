import http2 from 'node:http2';
import type { ClientHttp2Session, ClientHttp2Stream, IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http2';
import { status as Status } from '@grpc/grpc-js';

const {
  HTTP2_HEADER_CONTENT_TYPE,
  HTTP2_HEADER_METHOD,
  HTTP2_HEADER_PATH,
  HTTP2_HEADER_STATUS,
  HTTP2_HEADER_TE,
  HTTP2_HEADER_USER_AGENT,
  NGHTTP2_CANCEL,
  NGHTTP2_ENHANCE_YOUR_CALM,
  NGHTTP2_FLAG_END_STREAM,
  NGHTTP2_INADEQUATE_SECURITY,
  NGHTTP2_INTERNAL_ERROR,
  NGHTTP2_NO_ERROR,
  NGHTTP2_REFUSED_STREAM,
} = http2.constants;

/**
 * A gRPC status: its code and its text. `fromTransport` marks the statuses this connection
 * made itself (a reset stream, an HTTP error, a deadline, a size limit) rather than read from
 * the server's trailers: their text names no service's decision.
 */
export type CallStatus = { code: number; details: string; fromTransport?: boolean };

const transportStatus = (code: number, details: string): CallStatus => ({ code, details, fromTransport: true });

export type GrpcConnectionOptions = {
  /** Largest response message accepted; a larger one ends the call with RESOURCE_EXHAUSTED. */
  maxReceiveMessageBytes: number;
  /** Largest request message sent; a larger one fails before anything is sent. */
  maxSendMessageBytes: number;
};

/** The outcome of one call: the response message, or the status the call ended with. */
export type UnaryCallback = (error: CallStatus | undefined, message: Buffer | undefined) => void;

/** What a server-streaming call reports: each message as it arrives, then how it ended (`undefined`: OK). */
export type StreamHandlers = {
  onMessage(message: Buffer): void;
  onEnd(status: CallStatus | undefined): void;
};

/**
 * The deadlines of a server-streaming call: the service must send its first message within
 * `firstMessageMs` (its work: the same deadline as a unary call's), and the whole stream must
 * be over within `totalMs` (sent as `grpc-timeout`): the pace after the first message is the
 * reader's, who may be slow, but not forever.
 */
export type StreamDeadlines = { firstMessageMs: number; totalMs: number };

/** A server-streaming call in flight: `pause` stops reading (HTTP/2 flow control then holds the server back). */
export type StreamHandle = { pause(): void; resume(): void; cancel(): void };

/** How a call hands over what it receives: one message for a unary call, any number for a stream. */
type Receiver = StreamHandlers & { streaming: boolean };

/** What a call sends besides the pseudo-headers: its metadata (lower-case ASCII keys and values). */
export type CallMetadata = Record<string, string>;

/**
 * Flow-control windows: how much a service may send on one stream, and on the connection,
 * before the gateway acknowledges it. HTTP/2's default (64 KiB) costs a round trip between the
 * two processes every 64 KiB: 400 of them for a 25 MB listing, each waiting for both event
 * loops, which on a busy machine took seconds. A paused stream (a slow HTTP client) holds at
 * most its window in the gateway.
 */
const STREAM_WINDOW_BYTES = 4 * 1024 * 1024;
const CONNECTION_WINDOW_BYTES = 32 * 1024 * 1024;

const SESSION_OPTIONS: http2.ClientSessionOptions = {
  // Node's default (10 MB) would tear the session down while a response of tens of megabytes
  // (a 10,000-page listPages) is buffered; message size is bounded per call instead.
  maxSessionMemory: Number.MAX_SAFE_INTEGER,
  settings: { initialWindowSize: STREAM_WINDOW_BYTES },
};

const USER_AGENT = 'quire-gateway';
/** 5-byte gRPC message prefix: compressed flag and big-endian length. */
const PREFIX_BYTES = 5;

/** Requests up to this size are copied behind their prefix and sent in one write; larger ones (uploads) are not copied. */
const SINGLE_WRITE_BYTES = 64 * 1024;

/** A request message with its 5-byte prefix (not compressed, big-endian length). */
function framed(request: Uint8Array): Buffer | Buffer[] {
  const body = Buffer.from(request.buffer, request.byteOffset, request.byteLength);
  if (body.length > SINGLE_WRITE_BYTES) {
    const prefix = Buffer.alloc(PREFIX_BYTES);
    prefix.writeUInt32BE(body.length, 1);
    return [prefix, body];
  }
  const frame = Buffer.allocUnsafe(PREFIX_BYTES + body.length);
  frame[0] = 0;
  frame.writeUInt32BE(body.length, 1);
  body.copy(frame, PREFIX_BYTES);
  return frame;
}

/** `grpc-timeout` of a deadline `ms` from now: at most 8 digits, in the finest unit that fits. */
export function grpcTimeoutHeader(ms: number): string {
  const millis = Math.max(1, Math.ceil(ms));
  if (millis < 1e8) return `${millis}m`;
  const seconds = Math.ceil(millis / 1000);
  if (seconds < 1e8) return `${seconds}S`;
  return `${Math.min(Math.ceil(seconds / 3600), 99_999_999)}H`;
}

/** The gRPC status of an HTTP answer that carried none (the gRPC HTTP/2 protocol's mapping). */
export function statusOfHttpStatus(httpStatus: number): CallStatus {
  const details = `Received HTTP status code ${httpStatus}`;
  switch (httpStatus) {
    case 400:
      return transportStatus(Status.INTERNAL, details);
    case 401:
      return transportStatus(Status.UNAUTHENTICATED, details);
    case 403:
      return transportStatus(Status.PERMISSION_DENIED, details);
    case 404:
      return transportStatus(Status.UNIMPLEMENTED, details);
    case 429:
    case 502:
    case 503:
    case 504:
      return transportStatus(Status.UNAVAILABLE, details);
    default:
      return transportStatus(Status.UNKNOWN, details);
  }
}

/** grpc-message is percent-encoded (RFC 3986 unreserved characters stay as they are). */
function decodeGrpcMessage(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return '';
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** The status a set of headers or trailers carries, if any. */
function statusOfTrailers(headers: IncomingHttpHeaders): CallStatus | undefined {
  const raw = headers['grpc-status'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return undefined;
  const code = Number(value);
  if (!Number.isInteger(code) || code < 0) return transportStatus(Status.UNKNOWN, `Failed to parse grpc-status "${value}"`);
  return { code, details: decodeGrpcMessage(headers['grpc-message']) };
}

/**
 * One call on one HTTP/2 stream: the response messages are collected from the DATA frames
 * (exactly one for a unary call, any number for a server-streaming one, handed over as each is
 * complete), the status read from the trailers (or from the headers of a trailers-only
 * answer), and a stream that ends without a status gets the one gRPC clients derive from
 * its RST_STREAM code or HTTP status. Texts of statuses made here are the ones grpc-js
 * writes, so that `isTransportDetails` recognizes them.
 */
class Call {
  private stream: ClientHttp2Stream | undefined;
  private session: ClientHttp2Session | undefined;
  private timer: NodeJS.Timeout | undefined;
  private httpStatus: number | undefined;
  private status: CallStatus | undefined;
  private messages = 0;
  private paused = false;
  /** A stream's deadline after its first message: the rest of the whole call's. */
  private afterFirstMessage: (() => void) | undefined;
  /** The message being received: its prefix, then its bytes, possibly across DATA frames. */
  private prefix: Buffer | undefined;
  private body: Buffer | undefined;
  private bodyLength = 0;
  private received = 0;
  private responded = false;
  private streamError: NodeJS.ErrnoException | undefined;
  private done = false;

  constructor(
    private readonly connection: GrpcConnection,
    private readonly headers: OutgoingHttpHeaders,
    private readonly frame: Buffer | Buffer[],
    private readonly receiver: Receiver,
  ) {}

  /** `untilFirstMessageMs`: a stream's first message must come sooner than the end of the whole call. */
  start(deadlineMs: number, untilFirstMessageMs = deadlineMs): void {
    const startedAt = Date.now();
    this.timer = this.deadlineIn(untilFirstMessageMs);
    if (untilFirstMessageMs < deadlineMs) this.afterFirstMessage = () => (this.timer = this.deadlineIn(deadlineMs - (Date.now() - startedAt)));
    this.open(true);
  }

  private deadlineIn(ms: number): NodeJS.Timeout {
    clearTimeout(this.timer);
    return setTimeout(() => {
      this.cancel(transportStatus(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'));
    }, ms);
  }

  pause(): void {
    this.paused = true;
    this.stream?.pause();
  }

  resume(): void {
    this.paused = false;
    this.stream?.resume();
  }

  /** The reader went away: the server sees a cancellation. */
  abandon(): void {
    this.cancel(transportStatus(Status.CANCELLED, 'Call cancelled'));
  }

  /**
   * Opens the stream. A session that cannot take one more (closed, or told to go away by the
   * server) is replaced once: nothing has been sent on it yet.
   */
  private open(mayRetry: boolean): void {
    let session: ClientHttp2Session;
    let stream: ClientHttp2Stream;
    try {
      session = this.connection.session();
      stream = session.request(this.headers);
    } catch (error) {
      if (mayRetry) {
        this.connection.discard();
        this.open(false);
        return;
      }
      this.finish(transportStatus(Status.UNAVAILABLE, `Failed to start HTTP/2 stream: ${(error as Error).message}`));
      return;
    }
    this.session = session;
    this.stream = stream;
    this.streamError = undefined;
    stream.on('response', (headers, flags) => this.onResponse(headers, flags));
    stream.on('data', (chunk: Buffer) => this.onData(chunk));
    stream.on('trailers', (trailers) => {
      this.status ??= statusOfTrailers(trailers) ?? this.statusWithoutGrpcStatus();
    });
    stream.on('error', (error: NodeJS.ErrnoException) => {
      // A stream reset by the server also emits an error: its RST_STREAM code says more.
      if (error.code !== 'ERR_HTTP2_STREAM_ERROR') this.streamError = error;
    });
    stream.on('close', () => this.onClose(stream, mayRetry));
    if (this.paused) stream.pause();
    if (Array.isArray(this.frame)) {
      for (const chunk of this.frame) stream.write(chunk);
      stream.end();
    } else stream.end(this.frame);
  }

  private onResponse(headers: IncomingHttpHeaders, flags: number): void {
    this.responded = true;
    this.httpStatus = Number(headers[HTTP2_HEADER_STATUS]);
    // Trailers-only: the status comes with the headers (errors, mostly).
    if (flags & NGHTTP2_FLAG_END_STREAM) this.status = statusOfTrailers(headers) ?? this.statusWithoutGrpcStatus();
  }

  private statusWithoutGrpcStatus(): CallStatus {
    if (this.httpStatus !== undefined && this.httpStatus !== 200) return statusOfHttpStatus(this.httpStatus);
    return transportStatus(Status.UNKNOWN, 'No status information received');
  }

  private onData(chunk: Buffer): void {
    if (this.done) return;
    let offset = 0;
    while (offset < chunk.length) {
      if (this.body === undefined) {
        // The 5-byte prefix, possibly split across frames.
        const needed = PREFIX_BYTES - (this.prefix?.length ?? 0);
        const piece = chunk.subarray(offset, offset + needed);
        offset += piece.length;
        this.prefix = this.prefix ? Buffer.concat([this.prefix, piece]) : piece;
        if (this.prefix.length < PREFIX_BYTES) return;
        if (!this.startMessage(this.prefix)) return;
        // A message that arrived whole in this frame is used in place, without a copy.
        const end = offset + this.bodyLength;
        if (end <= chunk.length) {
          this.endMessage(chunk.subarray(offset, end));
          offset = end;
          continue;
        }
        this.body = Buffer.allocUnsafe(this.bodyLength);
      }
      const copied = chunk.copy(this.body, this.received, offset, Math.min(chunk.length, offset + this.bodyLength - this.received));
      offset += copied;
      this.received += copied;
      if (this.received === this.bodyLength) this.endMessage(this.body);
    }
  }

  /** Checks a message's prefix; false when the call was ended because of it. */
  private startMessage(prefix: Buffer): boolean {
    // Whatever a non-200 answer carries (an HTML error page, mostly), it is no gRPC message.
    if (this.httpStatus !== undefined && this.httpStatus !== 200) {
      this.cancel(statusOfHttpStatus(this.httpStatus));
      return false;
    }
    if (this.messages > 0 && !this.receiver.streaming) {
      this.cancel(transportStatus(Status.UNIMPLEMENTED, 'Too many responses received'));
      return false;
    }
    if (prefix[0] !== 0) {
      // No compression is offered (no grpc-accept-encoding), so none may be used.
      this.cancel(transportStatus(Status.INTERNAL, 'Failed to parse message: compressed although no compression was negotiated'));
      return false;
    }
    const length = prefix.readUInt32BE(1);
    if (length > this.connection.options.maxReceiveMessageBytes) {
      this.cancel(transportStatus(Status.RESOURCE_EXHAUSTED, `Received message larger than max (${length} vs ${this.connection.options.maxReceiveMessageBytes})`));
      return false;
    }
    this.bodyLength = length;
    this.received = 0;
    return true;
  }

  private endMessage(message: Buffer): void {
    this.messages += 1;
    this.prefix = undefined;
    this.body = undefined;
    this.bodyLength = 0;
    this.received = 0;
    if (this.messages === 1 && this.afterFirstMessage) this.afterFirstMessage();
    this.receiver.onMessage(message);
  }

  private onClose(stream: ClientHttp2Stream, mayRetry: boolean): void {
    if (this.done) return;
    if (this.status !== undefined) {
      this.finish(this.status);
      return;
    }
    const rstCode = stream.rstCode ?? NGHTTP2_NO_ERROR;
    // The server refused the stream before processing it (it is going away): one new attempt.
    if (rstCode === NGHTTP2_REFUSED_STREAM && !this.responded && mayRetry) {
      this.connection.discard(this.session);
      this.open(false);
      return;
    }
    this.finish(this.statusOfReset(rstCode));
  }

  /** What grpc-js reports for a stream that closed without a gRPC status. */
  private statusOfReset(rstCode: number): CallStatus {
    // The connection failed or dropped (Node then closes its streams with CANCEL or INTERNAL_ERROR).
    if (this.session?.destroyed === true || this.streamError?.syscall !== undefined) return this.connectionFailure();
    switch (rstCode) {
      case NGHTTP2_NO_ERROR:
        if (this.httpStatus !== undefined && this.httpStatus !== 200) return statusOfHttpStatus(this.httpStatus);
        return transportStatus(Status.INTERNAL, `Received RST_STREAM with code ${rstCode} (Call ended without gRPC status)`);
      case NGHTTP2_REFUSED_STREAM:
        return transportStatus(Status.UNAVAILABLE, 'Stream refused by server');
      case NGHTTP2_CANCEL:
        return transportStatus(Status.CANCELLED, 'Call cancelled');
      case NGHTTP2_ENHANCE_YOUR_CALM:
        return transportStatus(Status.RESOURCE_EXHAUSTED, 'Bandwidth exhausted or memory limit exceeded');
      case NGHTTP2_INADEQUATE_SECURITY:
        return transportStatus(Status.PERMISSION_DENIED, 'Protocol not secure enough');
      case NGHTTP2_INTERNAL_ERROR:
        return transportStatus(Status.INTERNAL, `Received RST_STREAM with code ${rstCode} (Internal server error)`);
      default:
        return transportStatus(Status.INTERNAL, `Received RST_STREAM with code ${rstCode}`);
    }
  }

  private connectionFailure(): CallStatus {
    const reason = this.connection.lastError?.message ?? this.streamError?.message;
    return transportStatus(Status.UNAVAILABLE, `Connection to ${this.connection.address} failed or dropped${reason ? `: ${reason}` : ''}`);
  }

  /** Ends the call now: the stream is reset (the server sees a cancellation). */
  private cancel(status: CallStatus): void {
    if (this.done) return;
    this.finish(status);
    if (this.stream && !this.stream.closed) this.stream.close(NGHTTP2_CANCEL);
  }

  private finish(status: CallStatus): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    this.connection.callEnded();
    if (status.code !== Status.OK) this.receiver.onEnd(status);
    // A unary call must answer exactly one message.
    else if (this.messages === 0 && !this.receiver.streaming) this.receiver.onEnd(transportStatus(Status.UNIMPLEMENTED, 'No message received'));
    else this.receiver.onEnd(undefined);
  }
}

/**
 * One HTTP/2 connection to one gRPC server (`host:port`), for unary and server-streaming calls
 * with messages already encoded: what the gateway's transcoder needs from gRPC and no more.
 *
 * Why not grpc-js's channel: each call through it crosses a resolving call, a retrying call,
 * a load-balancing call, a subchannel call and two filter stacks, clones its metadata at
 * several of them and starts timers at several of them. Profiles of `npm run bench` put that at
 * well over half of what a call costs the gateway, the HTTP/2 stream itself included
 * (docs/gateway.md, "Overhead"). The wire protocol of a unary call is small: request headers,
 * one length-prefixed message, and a status in the trailers.
 *
 * The connection opens on the first call and again on the first call after it closed, failed
 * or received a GOAWAY (calls in flight on the old one finish there). It does not keep the
 * process alive while no call is in flight. Proxies from the environment (`grpc_proxy`,
 * `http_proxy`) are not used: the services are reached directly, as their address says.
 */
export class GrpcConnection {
  private current: ClientHttp2Session | undefined;
  private inFlight = 0;
  private closed = false;
  /** The last connection-level error, for the status of the calls it failed. */
  lastError: Error | undefined;

  constructor(
    readonly address: string,
    readonly options: GrpcConnectionOptions,
  ) {}

  /**
   * One unary call to `path` ('/package.Service/Method'). `metadata` is sent as headers;
   * `deadlineMs` bounds the whole call (DEADLINE_EXCEEDED) and is sent as `grpc-timeout`.
   */
  call(path: string, request: Uint8Array, metadata: CallMetadata, deadlineMs: number, callback: UnaryCallback): void {
    let received: Buffer | undefined;
    const receiver: Receiver = {
      streaming: false,
      onMessage: (message) => (received = message),
      onEnd: (status) => (status === undefined ? callback(undefined, received) : callback(status, undefined)),
    };
    this.begin(path, request, metadata, deadlineMs, deadlineMs, receiver);
  }

  /**
   * One server-streaming call: `handlers.onMessage` gets each response message as it is
   * complete, `handlers.onEnd` the status once (also for a call that could not start).
   */
  stream(path: string, request: Uint8Array, metadata: CallMetadata, deadlines: StreamDeadlines, handlers: StreamHandlers): StreamHandle {
    const call = this.begin(path, request, metadata, deadlines.totalMs, Math.min(deadlines.firstMessageMs, deadlines.totalMs), { ...handlers, streaming: true });
    return {
      pause: () => call?.pause(),
      resume: () => call?.resume(),
      cancel: () => call?.abandon(),
    };
  }

  private begin(path: string, request: Uint8Array, metadata: CallMetadata, deadlineMs: number, firstMessageMs: number, receiver: Receiver): Call | undefined {
    if (this.closed) {
      receiver.onEnd(transportStatus(Status.UNAVAILABLE, `Connection to ${this.address} has been closed`));
      return undefined;
    }
    if (request.byteLength > this.options.maxSendMessageBytes) {
      receiver.onEnd(transportStatus(Status.RESOURCE_EXHAUSTED, `Sent message larger than max (${request.byteLength} vs. ${this.options.maxSendMessageBytes})`));
      return undefined;
    }
    const headers: OutgoingHttpHeaders = {
      ...metadata,
      [HTTP2_HEADER_METHOD]: 'POST',
      [HTTP2_HEADER_PATH]: path,
      [HTTP2_HEADER_CONTENT_TYPE]: 'application/grpc',
      [HTTP2_HEADER_TE]: 'trailers',
      [HTTP2_HEADER_USER_AGENT]: USER_AGENT,
      'grpc-timeout': grpcTimeoutHeader(deadlineMs),
    };
    this.inFlight += 1;
    if (this.inFlight === 1) this.current?.ref();
    const call = new Call(this, headers, framed(request), receiver);
    call.start(deadlineMs, firstMessageMs);
    return call;
  }

  /** The session calls go on: the open one, or a new one. */
  session(): ClientHttp2Session {
    const current = this.current;
    if (current !== undefined && !current.closed && !current.destroyed) return current;
    const session = http2.connect(`http://${this.address}`, SESSION_OPTIONS);
    // Without a listener a failed connection would be an uncaught exception; the calls on it
    // report the failure themselves, with this error's text.
    session.on('error', (error) => {
      this.lastError = error;
    });
    session.on('connect', () => {
      this.lastError = undefined;
      session.setLocalWindowSize(CONNECTION_WINDOW_BYTES);
    });
    // Calls started after a GOAWAY go on a new connection; those in flight finish on this one.
    session.on('goaway', () => this.discard(session));
    session.on('close', () => this.discard(session));
    if (this.inFlight === 0) session.unref();
    this.current = session;
    return session;
  }

  /** Stops using `session` (by default the current one) for new calls. */
  discard(session = this.current): void {
    if (session !== undefined && session === this.current) this.current = undefined;
  }

  callEnded(): void {
    this.inFlight -= 1;
    if (this.inFlight === 0) this.current?.unref();
  }

  /** Closes the connection once its calls in flight are done; later calls fail with UNAVAILABLE. */
  close(): void {
    this.closed = true;
    this.current?.close();
    this.current = undefined;
  }
}
