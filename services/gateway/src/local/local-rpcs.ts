import type { ProtoRegistry, RpcMethod } from '../transcoding/proto-registry';
import { readApiInformation, type ApiInformation } from './api-information';

/** An rpc the gateway answers in its own process: the encoded request in, the encoded response out. */
export type LocalRpc = (request: Uint8Array) => Buffer;

/** The package of the rpcs the gateway answers itself (proto/quire/gateway/v1). */
export const LOCAL_PACKAGE = 'quire.gateway.v1';

/**
 * The gateway-local rpcs by gRPC path. Only answers that belong to no service live here: the
 * running gateway's own version and build. Their route rows are ordinary rows (validated, in
 * the OpenAPI document, transcoded); only the call stays in the process.
 */
export function localRpcs(registry: ProtoRegistry, { apiInformation = readApiInformation() }: { apiInformation?: ApiInformation } = {}): Map<string, LocalRpc> {
  const rpcs = new Map<string, LocalRpc>();
  // A gateway started on other protos (its own tests' fixtures) has no local rpc to serve.
  const getApiInformation = methodIfLoaded(registry, `${LOCAL_PACKAGE}.ApiInformationService/GetApiInformation`);
  if (getApiInformation) {
    const answer = Buffer.from(getApiInformation.responseType.encode(getApiInformation.responseType.fromObject(apiInformation)).finish());
    rpcs.set(getApiInformation.path, () => answer);
  }
  return rpcs;
}

function methodIfLoaded(registry: ProtoRegistry, rpc: string): RpcMethod | undefined {
  try {
    return registry.method(rpc);
  } catch {
    return undefined;
  }
}
