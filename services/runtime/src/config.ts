import { baseConfig, EGRESS_DEFAULTS, egressAllowConfig, grpcPort, positiveIntConfig } from '@quire/shared';
import { z } from 'zod';
import { DEFAULT_RUNTIME_EVENTS_RETENTION_DAYS } from './events/retention';
import { DEFAULT_WORKER_LIMITS } from './workers/worker-process';

const positiveInt = positiveIntConfig;

/** Defaults of the settings below that are not worker limits. */
export const RUNTIME_DEFAULTS = {
  /** Worker processes kept at once (one per integration version). */
  maxWorkers: 32,
  /** Wall time of one request a script makes through the guard proxy. */
  fetchTimeoutMs: 30_000,
};

/**
 * The runtime's environment (docs/operations.md "Configuration"): the shared variables, the
 * egress guard's (the same names as the git-worker's, docs/outside-sources.md "Egress
 * guard"), and the workers' limits (docs/integrations.md "The runtime").
 */
export const runtimeConfigShape = {
  ...baseConfig,
  GRPC_PORT: grpcPort('runtime'),
  /**
   * What integration scripts may fetch besides public addresses: comma-separated CIDRs and
   * host:port pairs. Empty (the production default): public addresses only.
   */
  QUIRE_EGRESS_ALLOW: egressAllowConfig,
  QUIRE_EGRESS_MAX_BYTES: positiveInt(EGRESS_DEFAULTS.maxBytes),
  QUIRE_EGRESS_CONNECT_TIMEOUT_MS: positiveInt(EGRESS_DEFAULTS.connectTimeoutMs),
  /** Wall time of one fetch a script makes (the guard proxy's request timeout). */
  QUIRE_RUNTIME_FETCH_TIMEOUT_MS: positiveInt(RUNTIME_DEFAULTS.fetchTimeoutMs, 300_000),
  /** Wall time of one invocation of a script; past it its process is killed. */
  QUIRE_RUNTIME_TIMEOUT_MS: positiveInt(DEFAULT_WORKER_LIMITS.timeoutMs, 300_000),
  /** Resident memory of one worker process in MiB; past it the process is killed. */
  QUIRE_RUNTIME_MEMORY_MB: positiveInt(DEFAULT_WORKER_LIMITS.memoryBytes / (1024 * 1024), 16_384),
  QUIRE_RUNTIME_MAX_WORKERS: positiveInt(RUNTIME_DEFAULTS.maxWorkers, 1024),
  /** Days finished event deliveries are kept (listIntegrationEvents shows them), then deleted. */
  QUIRE_RUNTIME_EVENTS_RETENTION_DAYS: positiveInt(DEFAULT_RUNTIME_EVENTS_RETENTION_DAYS, 3650),
  /** The workerd binary; unset: the one of the `workerd` npm package (the Docker image sets it). */
  QUIRE_WORKERD_PATH: z.string().min(1).optional(),
};
