import type { Logger } from '@quire/shared';
import type { Authenticator } from '../auth/authenticator';
import type { FixedWindowLimiter } from '../rate-limit/fixed-window-limiter';
import type { ReferencePage } from '../reference/reference-page';
import type { RouteTable } from '../routes/route-table';
import type { GrpcCaller } from '../transcoding/grpc-caller';
import type { ProtoRegistry } from '../transcoding/proto-registry';

/** Everything the policies of one running gateway share. */
export type GatewayRuntime = {
  logger: Logger;
  registry: ProtoRegistry;
  routes: RouteTable;
  caller: GrpcCaller;
  authenticator: Authenticator;
  limiter: FixedWindowLimiter;
  /** The OpenAPI document served at /v1/openapi.json. */
  openApiDocument: () => unknown;
  /** The API reference page at /v1/reference and its script (src/reference). */
  referencePage: ReferencePage;
  /** express.json limit: bytes or a string such as '1mb'. */
  bodyLimit: number | string;
  /** Largest raw body (uploads) of a row without its own `rawBody.maxBytes` (QUIRE_MAX_UPLOAD_BYTES). */
  maxUploadBytes: number;
  grpcDeadlineMs: number;
  trustProxy: boolean | string | number;
  /** The reader's HTTP base URL: `/sites/*` is passed to it (src/reader-proxy). */
  readerUrl?: string;
};

let current: GatewayRuntime | undefined;

/**
 * express-gateway builds pipelines from its config and instantiates policies itself, so the
 * runtime of the gateway being started is handed to the policy factories through this slot.
 * `startGateway` fills it for the duration of one start-up at a time.
 */
export function setBootstrappingRuntime(runtime: GatewayRuntime | undefined): void {
  current = runtime;
}

export function bootstrappingRuntime(): GatewayRuntime {
  if (!current) throw new Error('Quire policies can only be instantiated by startGateway()');
  return current;
}
