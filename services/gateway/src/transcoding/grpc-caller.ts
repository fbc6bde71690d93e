import * as grpc from '@grpc/grpc-js';
import type { RpcMethod } from './proto-registry';

/** Service key of a proto package: 'quire.git_worker.v1' -> 'gitworker'. */
export function serviceKeyOfPackage(packageName: string): string | undefined {
  const match = /^quire\.([a-z0-9_-]+)\.v\d+$/i.exec(packageName);
  return match ? normalizeServiceKey(match[1]) : undefined;
}

export const normalizeServiceKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export class GrpcCallError extends Error {
  constructor(
    readonly code: number,
    readonly details: string,
  ) {
    super(`gRPC ${grpc.status[code] ?? code}: ${details}`);
    this.name = 'GrpcCallError';
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

  constructor(addresses: Record<string, string | undefined>) {
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
      channel = new grpc.Channel(address, grpc.credentials.createInsecure(), {});
      this.channels.set(address, channel);
    }
    this.channelOfRpc.set(method.rpc, channel);
    return channel;
  }

  call(method: RpcMethod, request: Uint8Array, metadata: grpc.Metadata, deadlineMs: number): Promise<Buffer> {
    const channel = this.channelFor(method);
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
