import * as grpc from '@grpc/grpc-js';
import { GRPC_MAX_MESSAGE_BYTES, GRPC_MESSAGE_LIMITS, recordGrpcClientCall } from '@quire/shared';
import type { RpcMethod } from './proto-registry';

/** Service key of a proto package: 'quire.git_worker.v1' -> 'gitworker'. */
export function serviceKeyOfPackage(packageName: string): string | undefined {
  const match = /^quire\.([a-z0-9_-]+)\.v\d+$/i.exec(packageName);
  return match ? normalizeServiceKey(match[1]) : undefined;
}

export const normalizeServiceKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Limits of every channel the gateway opens (here and in the authenticator): the same
 * GRPC_MAX_MESSAGE_BYTES (32 MiB) as every Quire server and client. Responses are single
 * resources or pages of at most 1000 items; the limit leaves room for those and refuses
 * anything absurd instead of buffering it. Requests are bounded by BODY_LIMIT first.
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
  /** The status text was written by grpc-js, not by one of our services. */
  readonly fromTransport: boolean;

  constructor(
    readonly code: number,
    readonly details: string,
  ) {
    super(`gRPC ${grpc.status[code] ?? code}: ${details}`);
    this.name = 'GrpcCallError';
    this.fromTransport = isTransportDetails(details);
  }
}

/**
 * Unary calls with already-encoded messages: the transcoder owns (de)serialization, so one
 * channel per service address serves every rpc of that service.
 *
 * Calls go straight to the channel (`Channel.createCall`) rather than through a
 * `grpc.Client`: every gateway request makes one, and the client's unary path adds per call an
 * event emitter, an interceptor chain (we have no interceptors) and an `Error` captured only
 * for its stack trace, none of which a transcoder needs.
 */
export class GrpcCaller {
  private readonly addresses: Map<string, string>;
  private readonly channels = new Map<string, grpc.Channel>();
  /** Channel of each rpc, resolved on its first call. */
  private readonly channelOfRpc = new Map<string, grpc.Channel>();

  private readonly channelOptions: grpc.ChannelOptions;

  constructor(addresses: Record<string, string | undefined>, options: { maxReceiveMessageBytes?: number } = {}) {
    this.channelOptions = {
      ...GRPC_CHANNEL_OPTIONS,
      ...(options.maxReceiveMessageBytes ? { 'grpc.max_receive_message_length': options.maxReceiveMessageBytes } : {}),
    };
    this.addresses = new Map(
      Object.entries(addresses).flatMap(([name, address]) => (address ? [[normalizeServiceKey(name), address]] : [])),
    );
  }

  /** Throws when no address is configured for the rpc's service. */
  addressOf(method: RpcMethod): string {
    const key = serviceKeyOfPackage(method.packageName);
    const address = key ? this.addresses.get(key) : undefined;
    if (!address) throw new Error(`No gRPC address configured for package ${method.packageName} (rpc ${method.rpc})`);
    return address;
  }

  private channelFor(method: RpcMethod): grpc.Channel {
    let channel = this.channelOfRpc.get(method.rpc);
    if (channel) return channel;
    const address = this.addressOf(method);
    channel = this.channels.get(address);
    if (!channel) {
      channel = new grpc.Channel(address, grpc.credentials.createInsecure(), this.channelOptions);
      this.channels.set(address, channel);
    }
    this.channelOfRpc.set(method.rpc, channel);
    return channel;
  }

  /** One unary call, measured in `quire_grpc_client_*` by method. */
  call(method: RpcMethod, request: Uint8Array, metadata: grpc.Metadata, deadlineMs: number): Promise<Buffer> {
    const channel = this.channelFor(method);
    const started = process.hrtime.bigint();
    return new Promise((resolve, reject) => {
      const call = channel.createCall(method.path, Date.now() + deadlineMs, undefined, null, undefined);
      let response: Buffer | undefined;
      call.start(metadata, {
        onReceiveMetadata: () => undefined,
        onReceiveMessage: (message: Buffer) => {
          if (response !== undefined) {
            call.cancelWithStatus(grpc.status.UNIMPLEMENTED, 'Too many responses received');
            return;
          }
          response = message;
        },
        onReceiveStatus: (status) => {
          recordGrpcClientCall(method.path, grpc.status[status.code] ?? String(status.code), Number(process.hrtime.bigint() - started) / 1e9);
          if (status.code !== grpc.status.OK) reject(new GrpcCallError(status.code, status.details));
          else if (response === undefined) reject(new GrpcCallError(grpc.status.UNIMPLEMENTED, 'No message received'));
          else resolve(response);
        },
      });
      // The order grpc.Client uses for unary calls.
      call.startRead();
      call.sendMessageWithContext({}, Buffer.from(request.buffer, request.byteOffset, request.byteLength));
      call.halfClose();
    });
  }

  close(): void {
    for (const channel of this.channels.values()) channel.close();
    this.channels.clear();
    this.channelOfRpc.clear();
  }
}
