import * as grpc from '@grpc/grpc-js';
import { GRPC_MAX_MESSAGE_BYTES, GRPC_MESSAGE_LIMITS, recordGrpcClientCall } from '@quire/shared';
import { GrpcConnection, type CallMetadata, type GrpcConnectionOptions, type StreamDeadlines, type StreamHandle } from './grpc-connection';
import type { LocalRpc } from '../local/local-rpcs';
import type { RpcMethod } from './proto-registry';

/** Service key of a proto package: 'quire.git_worker.v1' -> 'gitworker'. */
export function serviceKeyOfPackage(packageName: string): string | undefined {
  const match = /^quire\.([a-z0-9_-]+)\.v\d+$/i.exec(packageName);
  return match ? normalizeServiceKey(match[1]) : undefined;
}

export const normalizeServiceKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Message limits of every connection the gateway opens (the transcoder's `GrpcConnection`s
 * here, the authenticator's grpc-js channel): the same GRPC_MAX_MESSAGE_BYTES (32 MiB) as
 * every Quire server and client. Responses are single resources or pages of at most 1000
 * items; the limit leaves room for those and refuses anything absurd instead of buffering it.
 * Requests are bounded by BODY_LIMIT first.
 */
export const MAX_GRPC_MESSAGE_BYTES = GRPC_MAX_MESSAGE_BYTES;
export const GRPC_CHANNEL_OPTIONS: grpc.ChannelOptions = { ...GRPC_MESSAGE_LIMITS };

/**
 * Texts grpc-js itself writes into a status (ours or the service's transport: message size
 * limits, HTTP/2 resets, a proxy's HTTP status). Under a code our services also use
 * (RESOURCE_EXHAUSTED, PERMISSION_DENIED, UNAUTHENTICATED...) they must not reach a client
 * as if a service had written them.
 */
const TRANSPORT_DETAILS = [
  /^Received message larger than max/,
  /^Sent message larger than max/,
  /^Received message that decompresses to a size larger than/,
  /^Attempted to send message with a size larger than/,
  /^Bandwidth exhausted or memory limit exceeded/,
  /^Protocol not secure enough/,
  /^Received HTTP status code/,
  /^Received RST_STREAM/,
  /^Failed to (parse|decompress|start HTTP\/2 stream)/,
];

export const isTransportDetails = (details: string) => TRANSPORT_DETAILS.some((pattern) => pattern.test(details));

export class GrpcCallError extends Error {
  /**
   * The status was not written by one of our services: the gateway's connection made it (a
   * reset stream, a deadline, a size limit), or its text is one gRPC libraries write (the
   * service's own grpc-js refusing a message, a proxy's HTTP status).
   */
  readonly fromTransport: boolean;

  constructor(
    readonly code: number,
    readonly details: string,
    madeByTransport = false,
  ) {
    super(`gRPC ${grpc.status[code] ?? code}: ${details}`);
    this.name = 'GrpcCallError';
    this.fromTransport = madeByTransport || isTransportDetails(details);
  }
}

/** What a server-streaming call reports: each message, then its end (a `GrpcCallError` unless it ended OK). */
export type StreamListener = {
  onMessage(message: Buffer): void;
  onEnd(error: GrpcCallError | undefined): void;
};

/**
 * Unary and server-streaming calls with already-encoded messages: the transcoder owns
 * (de)serialization, so one connection per service address (`GrpcConnection`) serves every
 * rpc of that service.
 */
export class GrpcCaller {
  private readonly addresses: Map<string, string>;
  private readonly connections = new Map<string, GrpcConnection>();
  /** Connection of each rpc, resolved on its first call. */
  private readonly connectionOfRpc = new Map<string, GrpcConnection>();
  private readonly connectionOptions: GrpcConnectionOptions;
  /** Rpcs the gateway answers in its own process, by gRPC path (src/local/local-rpcs.ts). */
  private readonly local: ReadonlyMap<string, LocalRpc>;

  constructor(addresses: Record<string, string | undefined>, options: { maxReceiveMessageBytes?: number; local?: ReadonlyMap<string, LocalRpc> } = {}) {
    this.local = options.local ?? new Map();
    this.connectionOptions = {
      maxReceiveMessageBytes: options.maxReceiveMessageBytes ?? MAX_GRPC_MESSAGE_BYTES,
      maxSendMessageBytes: MAX_GRPC_MESSAGE_BYTES,
    };
    this.addresses = new Map(
      Object.entries(addresses).flatMap(([name, address]) => {
        if (!address) return [];
        checkAddress(name, address);
        return [[normalizeServiceKey(name), address]];
      }),
    );
  }

  /** Throws when no address is configured for the rpc's service. */
  addressOf(method: RpcMethod): string {
    const key = serviceKeyOfPackage(method.packageName);
    const address = key ? this.addresses.get(key) : undefined;
    if (!address) throw new Error(`No gRPC address configured for package ${method.packageName} (rpc ${method.rpc})`);
    return address;
  }

  private connectionFor(method: RpcMethod): GrpcConnection {
    let connection = this.connectionOfRpc.get(method.rpc);
    if (connection) return connection;
    const address = this.addressOf(method);
    connection = this.connections.get(address);
    if (!connection) {
      connection = new GrpcConnection(address, this.connectionOptions);
      this.connections.set(address, connection);
    }
    this.connectionOfRpc.set(method.rpc, connection);
    return connection;
  }

  /** One unary call, measured in `quire_grpc_client_*` by method; rejects with a `GrpcCallError`. */
  call(method: RpcMethod, request: Uint8Array, metadata: CallMetadata, deadlineMs: number): Promise<Buffer> {
    const started = process.hrtime.bigint();
    const local = this.local.get(method.path);
    if (local) {
      const response = local(request);
      recordGrpcClientCall(method.path, 'OK', Number(process.hrtime.bigint() - started) / 1e9);
      return Promise.resolve(response);
    }
    const connection = this.connectionFor(method);
    return new Promise((resolve, reject) => {
      connection.call(method.path, request, metadata, deadlineMs, (status, response) => {
        const code = status === undefined ? grpc.status.OK : status.code;
        recordGrpcClientCall(method.path, grpc.status[code] ?? String(code), Number(process.hrtime.bigint() - started) / 1e9);
        if (status !== undefined) reject(new GrpcCallError(status.code, status.details, status.fromTransport));
        else resolve(response!);
      });
    });
  }

  /** One server-streaming call, measured like a unary one (its whole duration). */
  stream(method: RpcMethod, request: Uint8Array, metadata: CallMetadata, deadlines: StreamDeadlines, listener: StreamListener): StreamHandle {
    const connection = this.connectionFor(method);
    const started = process.hrtime.bigint();
    return connection.stream(method.path, request, metadata, deadlines, {
      onMessage: (message) => listener.onMessage(message),
      onEnd: (status) => {
        const code = status === undefined ? grpc.status.OK : status.code;
        recordGrpcClientCall(method.path, grpc.status[code] ?? String(code), Number(process.hrtime.bigint() - started) / 1e9);
        listener.onEnd(status === undefined ? undefined : new GrpcCallError(status.code, status.details, status.fromTransport));
      },
    });
  }

  close(): void {
    for (const connection of this.connections.values()) connection.close();
    this.connections.clear();
    this.connectionOfRpc.clear();
  }
}

/** A service address must be `host:port` (`[v6 address]:port` for IPv6), as *_GRPC_URL say. */
function checkAddress(name: string, address: string): void {
  let url: URL | undefined;
  try {
    url = new URL(`http://${address}`);
  } catch {
    url = undefined;
  }
  if (!url || url.port === '' || url.host !== address.toLowerCase() || url.pathname !== '/') {
    throw new Error(`The gRPC address of ${name} must be host:port, not "${address}"`);
  }
}
