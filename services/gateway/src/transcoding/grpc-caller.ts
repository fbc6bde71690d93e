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

const passThrough = (bytes: Buffer) => bytes;

/**
 * Unary calls with already-encoded messages: the transcoder owns (de)serialization, so one
 * generic client per service address serves every rpc of that service.
 */
export class GrpcCaller {
  private readonly addresses: Map<string, string>;
  private readonly clients = new Map<string, grpc.Client>();

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

  private clientFor(address: string): grpc.Client {
    let client = this.clients.get(address);
    if (!client) {
      client = new grpc.Client(address, grpc.credentials.createInsecure());
      this.clients.set(address, client);
    }
    return client;
  }

  call(method: RpcMethod, request: Uint8Array, metadata: grpc.Metadata, deadlineMs: number): Promise<Buffer> {
    const client = this.clientFor(this.addressOf(method));
    return new Promise((resolve, reject) => {
      client.makeUnaryRequest<Buffer, Buffer>(
        method.path,
        passThrough,
        passThrough,
        Buffer.from(request.buffer, request.byteOffset, request.byteLength),
        metadata,
        { deadline: Date.now() + deadlineMs },
        (error, response) => {
          if (error) reject(new GrpcCallError(error.code ?? grpc.status.UNKNOWN, error.details ?? error.message));
          else resolve(response ?? Buffer.alloc(0));
        },
      );
    });
  }

  close(): void {
    for (const client of this.clients.values()) client.close();
    this.clients.clear();
  }
}
