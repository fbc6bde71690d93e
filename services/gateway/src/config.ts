import { baseConfig, maxUploadBytesConfig, metricsConfig, SERVICE_PORTS } from '@quire/shared';
import { z } from 'zod';

const { LOG_LEVEL, NATS_URL, QUIRE_PUBLIC_URL, GRPC_DEADLINE_MS, IDENTITY_GRPC_URL, CONTENT_GRPC_URL, SITES_GRPC_URL, INSIGHTS_GRPC_URL, GIT_WORKER_GRPC_URL, RUNTIME_GRPC_URL } =
  baseConfig;

/** Environment of the gateway process (see docs/gateway.md). */
export const gatewayConfigShape = {
  LOG_LEVEL,
  QUIRE_PUBLIC_URL,
  GRPC_DEADLINE_MS,
  IDENTITY_GRPC_URL,
  CONTENT_GRPC_URL,
  SITES_GRPC_URL,
  INSIGHTS_GRPC_URL,
  GIT_WORKER_GRPC_URL,
  /** The integrations runtime (quire.runtime.v1: integration events, tasks). */
  RUNTIME_GRPC_URL,
  /** Identity's events drop cached principals on every replica (docs/gateway.md "Principal cache"). */
  NATS_URL,
  HTTP_HOST: z.string().min(1).default('0.0.0.0'),
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(SERVICE_PORTS.gateway),
  /** Requests per minute per verified API token (per client address before a token is verified). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  /** How long a resolved token is trusted; changes of access drop it at once (docs/gateway.md "Principal cache"), an expiry within this time. */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  AUTH_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(10000),
  /** How long identity's refusal of a token is remembered: repeated bad tokens cost one identity call. */
  AUTH_FAILURE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(3000),
  /** Most rate-limit windows (client addresses and verified tokens) kept in memory. */
  RATE_LIMIT_MAX_KEYS: z.coerce.number().int().positive().default(100000),
  /** Largest accepted JSON body, in the `bytes` syntax ('1mb', '512kb') or a number of bytes. */
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)?$/i, 'must be a size such as 1mb or 512kb').default('1mb'),
  /** Largest file upload in bytes (raw request bodies); the same variable and default as content's. */
  QUIRE_MAX_UPLOAD_BYTES: maxUploadBytesConfig,
  /** Directory of the .proto files; defaults to the repository's proto/. */
  PROTO_DIR: z.string().min(1).optional(),
  /** express "trust proxy" setting: false, true, a hop count or a list of addresses. */
  TRUST_PROXY: z.string().default('false'),
  /** The reader's HTTP base URL: `/sites/*` is passed to it (npm start); unset, the gateway serves no sites. */
  READER_URL: z.string().url().optional(),
  /** Prometheus metrics on their own port (9460; 0: none), on HTTP_HOST unless METRICS_HOST says otherwise. */
  ...metricsConfig('gateway'),
};

export type GatewayConfig = z.infer<z.ZodObject<typeof gatewayConfigShape>>;

export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
