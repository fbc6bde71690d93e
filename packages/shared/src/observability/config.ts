import { z } from 'zod';
import type { ServiceName } from '../config';

/**
 * Default port of each process's metrics server (`METRICS_PORT`): the gRPC ports' order,
 * distinct so that `npm start` runs them all on one machine.
 */
export const METRICS_PORTS: Record<ServiceName | 'reader', number> = {
  gateway: 9460,
  identity: 9461,
  content: 9462,
  sites: 9463,
  insights: 9464,
  'git-worker': 9465,
  reader: 9466,
  runtime: 9467,
};

/**
 * The metrics server's variables: `METRICS_PORT` (the process's default from METRICS_PORTS;
 * 0 turns the server off) and `METRICS_HOST` (unset: the address the process serves its API
 * on, GRPC_HOST or the gateway's HTTP_HOST).
 */
export const metricsConfig = (service: string) => ({
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(METRICS_PORTS[service as ServiceName] ?? 0),
  METRICS_HOST: z.string().min(1).optional(),
});

export type MetricsConfig = { METRICS_PORT: number; METRICS_HOST?: string };
