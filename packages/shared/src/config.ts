import { z } from 'zod';
import { parseAllowList } from './egress/addresses';
import { ZEventNamespace } from './outbox/envelope';

export const SERVICE_PORTS = {
  gateway: 8080,
  identity: 50051,
  content: 50052,
  sites: 50053,
  insights: 50054,
  'git-worker': 50055,
  runtime: 50056,
} as const;

export type ServiceName = keyof typeof SERVICE_PORTS;

const postgresUrl = z
  .string()
  .refine((value) => {
    try {
      return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be a postgresql:// URL');

const natsUrl = z
  .string()
  .refine((value) => value.split(',').every((server) => /^(nats|tls|wss?):\/\/[^\s]+$/.test(server.trim())), {
    message: 'must be a nats:// URL (comma-separated for several servers)',
  });

const httpBaseUrl = z
  .string()
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s):// URL')
  .transform((value) => value.replace(/\/+$/, ''));

const hostPort = z.string().regex(/^[^\s/]+:\d{1,5}$/, 'must be host:port');
const port = z.coerce.number().int().min(0).max(65535);

/**
 * Variables every service reads. Spread into a service's own shape; `GRPC_PORT` has no
 * default here because each service has its own (`SERVICE_PORTS`):
 *   loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('content') })
 */
export const baseConfig = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: postgresUrl.default('postgresql://postgres@127.0.0.1:5432/postgres'),
  NATS_URL: natsUrl.default('nats://127.0.0.1:4222'),
  /** Set only where several stacks share one NATS server (outbox/envelope.ts, ZEventNamespace). */
  QUIRE_EVENT_NAMESPACE: ZEventNamespace,
  GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  GRPC_PORT: port,
  /** The gateway's public base URL, without trailing slash. */
  QUIRE_PUBLIC_URL: httpBaseUrl.default('http://127.0.0.1:8080'),
  /** Base of app links (`urls.app`); loadConfig sets it to QUIRE_PUBLIC_URL when unset. */
  QUIRE_APP_URL: httpBaseUrl.default(''),
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
  IDENTITY_GRPC_URL: hostPort.default(`127.0.0.1:${SERVICE_PORTS.identity}`),
  CONTENT_GRPC_URL: hostPort.default(`127.0.0.1:${SERVICE_PORTS.content}`),
  SITES_GRPC_URL: hostPort.default(`127.0.0.1:${SERVICE_PORTS.sites}`),
  INSIGHTS_GRPC_URL: hostPort.default(`127.0.0.1:${SERVICE_PORTS.insights}`),
  GIT_WORKER_GRPC_URL: hostPort.default(`127.0.0.1:${SERVICE_PORTS['git-worker']}`),
  RUNTIME_GRPC_URL: hostPort.default(`127.0.0.1:${SERVICE_PORTS.runtime}`),
};

/**
 * Largest file upload in bytes (QUIRE_MAX_UPLOAD_BYTES): the gateway answers 413 above it and
 * content refuses it again. 25 MiB by default, at most 30 MiB (the bytes travel in one gRPC
 * message of at most 32 MiB).
 */
export const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const maxUploadBytesConfig = z.coerce.number().int().positive().max(30 * 1024 * 1024).default(DEFAULT_MAX_UPLOAD_BYTES);

/** `GRPC_PORT` schema defaulting to the service's port. */
export const grpcPort = (service: ServiceName) => port.default(SERVICE_PORTS[service]);

/** A positive integer setting, at most `max`, `fallback` when unset. */
export const positiveIntConfig = (fallback: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().positive().max(max).default(fallback);

/**
 * `QUIRE_EGRESS_ALLOW` (the git-worker's egress guard and the runtime's guard proxy): what
 * outbound fetches may reach besides public addresses, comma-separated CIDRs and host:port
 * pairs (checked by parseAllowList), as its list of entries. Empty (the production default):
 * public addresses only.
 */
export const egressAllowConfig = z
  .string()
  .default('')
  .superRefine((value, ctx) => {
    try {
      parseAllowList(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  })
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );

type Loaded<S extends z.ZodRawShape> = z.infer<z.ZodObject<S>>;

/**
 * Parses the environment with `shape`, or prints one line per bad variable and exits.
 * Empty strings count as unset, so `FOO=` falls back to the default.
 * With baseConfig's QUIRE_APP_URL and QUIRE_PUBLIC_URL in the shape, an unset QUIRE_APP_URL
 * takes QUIRE_PUBLIC_URL's value.
 */
export function loadConfig<S extends z.ZodRawShape>(shape: S, env: NodeJS.ProcessEnv = process.env): Loaded<S> {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(shape)) {
    const value = env[key];
    input[key] = value === '' ? undefined : value;
  }
  const result = z.object(shape).safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const variable = issue.path.join('.') || '(environment)';
      const reason = input[variable] === undefined && issue.code === 'invalid_type' ? 'is required' : issue.message;
      process.stderr.write(`Invalid configuration: ${variable}: ${reason}\n`);
    }
    process.exit(1);
  }
  const config = result.data as Record<string, unknown>;
  if ('QUIRE_APP_URL' in shape && 'QUIRE_PUBLIC_URL' in shape && config.QUIRE_APP_URL === '') {
    config.QUIRE_APP_URL = config.QUIRE_PUBLIC_URL;
  }
  return config as Loaded<S>;
}
