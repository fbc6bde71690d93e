import fs from 'node:fs';
import path from 'node:path';
import protobuf from 'protobufjs';

/** One unary or server-streaming rpc, resolved from its fully-qualified name ('quire.content.v1.SpaceService/GetSpace'). */
export type RpcMethod = {
  rpc: string;
  /** The gRPC path: '/quire.content.v1.SpaceService/GetSpace'. */
  path: string;
  /** The proto package of the service: 'quire.content.v1'. */
  packageName: string;
  requestType: protobuf.Type;
  responseType: protobuf.Type;
  /** The server answers a stream of messages (only route rows with `jsonStream` may call such an rpc). */
  responseStream: boolean;
};

export type ProtoRegistry = {
  root: protobuf.Root;
  files: string[];
  /** Throws when the rpc does not exist or takes a stream of requests. */
  method(rpc: string): RpcMethod;
};

const PROTOBUFJS_DIR = path.dirname(require.resolve('protobufjs/package.json'));

function listProtoFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listProtoFiles(full));
    else if (entry.isFile() && entry.name.endsWith('.proto')) files.push(full);
  }
  return files;
}

/**
 * Loads every .proto file under the given directories into one protobufjs root.
 * Imports resolve against the directories themselves (buf module roots), then against the
 * files shipped with protobufjs (google/protobuf/descriptor.proto); the well-known types
 * (timestamp, struct, empty, wrappers, ...) come from protobufjs' bundled definitions.
 * Field names are kept as written (`photo_url`), JSON names are computed by the codec.
 */
export function loadProtoRegistry(protoDirs: string[]): ProtoRegistry {
  const includeDirs = protoDirs.map((dir) => path.resolve(dir));
  const files = includeDirs.flatMap((dir) => listProtoFiles(dir));
  if (files.length === 0) throw new Error(`No .proto files found under ${includeDirs.join(', ')}`);

  const root = new protobuf.Root();
  root.resolvePath = (origin: string, target: string) => {
    if (path.isAbsolute(target)) return target;
    for (const dir of includeDirs) {
      const candidate = path.join(dir, target);
      if (fs.existsSync(candidate)) return candidate;
    }
    const shipped = path.join(PROTOBUFJS_DIR, target);
    if (fs.existsSync(shipped)) return shipped;
    return protobuf.util.path.resolve(origin, target);
  };
  root.loadSync(files, { keepCase: true });
  root.resolveAll();

  const cache = new Map<string, RpcMethod>();
  return {
    root,
    files,
    method(rpc: string): RpcMethod {
      const cached = cache.get(rpc);
      if (cached) return cached;
      const match = /^([A-Za-z0-9_.]+)\.([A-Za-z0-9_]+)\/([A-Za-z0-9_]+)$/.exec(rpc);
      if (!match) throw new Error(`Malformed rpc name "${rpc}" (expected "package.Service/Method")`);
      const [, packageName, serviceName, methodName] = match;
      let service: protobuf.Service;
      try {
        service = root.lookupService(`${packageName}.${serviceName}`);
      } catch {
        throw new Error(`Unknown service ${packageName}.${serviceName} (rpc "${rpc}")`);
      }
      const method = service.methods[methodName];
      if (!method) throw new Error(`Unknown method ${methodName} on ${packageName}.${serviceName}`);
      if (method.requestStream) throw new Error(`rpc "${rpc}" streams requests; only unary and server-streaming rpcs can be routed`);
      method.resolve();
      const resolved: RpcMethod = {
        rpc,
        path: `/${packageName}.${serviceName}/${methodName}`,
        packageName,
        requestType: method.resolvedRequestType as protobuf.Type,
        responseType: method.resolvedResponseType as protobuf.Type,
        responseStream: method.responseStream === true,
      };
      cache.set(rpc, resolved);
      return resolved;
    },
  };
}
