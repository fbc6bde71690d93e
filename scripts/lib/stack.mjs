// Starts Quire's processes (six gRPC services, the reader, then the gateway) from their built dist/ and
// waits until each one is healthy. The caller stops them with stopAll() from processes.mjs,
// which stops the gateway first (stopGroup 0), then the services (stopGroup 1).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import shared from '@quire/shared';
import { canConnect, waitForGrpcServing, waitForHttp } from './net.mjs';
import { startProcess } from './processes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The gRPC services (started together), with the variable through which the others find them. */
export const GRPC_SERVICES = [
  { name: 'identity', addressVariable: 'IDENTITY_GRPC_URL' },
  { name: 'content', addressVariable: 'CONTENT_GRPC_URL' },
  { name: 'sites', addressVariable: 'SITES_GRPC_URL' },
  { name: 'insights', addressVariable: 'INSIGHTS_GRPC_URL' },
  { name: 'git-worker', addressVariable: 'GIT_WORKER_GRPC_URL' },
  { name: 'runtime', addressVariable: 'RUNTIME_GRPC_URL' },
];

export const DEFAULT_PORTS = { identity: 50051, content: 50052, sites: 50053, insights: 50054, 'git-worker': 50055, runtime: 50056, reader: 8090, gateway: 8080 };
/** Each process's Prometheus metrics port (METRICS_PORT), the processes' own defaults. */
export const DEFAULT_METRICS_PORTS = { ...shared.METRICS_PORTS };

const mainOf = (name) => path.join(ROOT, 'services', name, 'dist', 'main.js');

/**
 * Node flags of a process. The reader renders pages: a small young generation (4 MiB semi-spaces
 * instead of 16) keeps its RSS near its caches' budget, for a few more scavenges (docs/reader.md
 * "Speed"; Docker and Kubernetes set the same through NODE_OPTIONS).
 */
export const NODE_FLAGS = { reader: ['--max-semi-space-size=4'] };

/**
 * Resolves to { addresses, baseUrl, metricsUrls, processes, restart } once every process is
 * healthy; rejects if one fails to start. `serviceEnv` adds variables for one service only
 * (`{ identity: { QUIRE_SECRETS_KEY } }`); `eventNamespace` sets every process's
 * QUIRE_EVENT_NAMESPACE (docs/events.md, "Stacks sharing one NATS server"); `formatLine` rewrites the processes' output lines,
 * `output` receives them instead of stdout (see startProcess).
 */
export async function startStack({
  databaseUrl,
  natsUrl,
  ports = DEFAULT_PORTS,
  metricsPorts = DEFAULT_METRICS_PORTS,
  env = process.env,
  serviceEnv = {},
  eventNamespace,
  formatLine,
  output,
  log,
}) {
  const host = '127.0.0.1';
  const addresses = Object.fromEntries(GRPC_SERVICES.map(({ name }) => [name, `${host}:${ports[name]}`]));
  const commonEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    // A stack sharing the NATS server with others (bench, soak, fuzz, chaos) routes its events apart from theirs.
    ...(eventNamespace ? { QUIRE_EVENT_NAMESPACE: eventNamespace } : {}),
    ...Object.fromEntries(GRPC_SERVICES.map(({ name, addressVariable }) => [addressVariable, addresses[name]])),
  };

  // Otherwise the health checks below could be answered by whatever already listens there.
  for (const [name, port] of [...Object.entries(ports), ...Object.entries(metricsPorts).map(([name, port]) => [`${name} metrics`, port])]) {
    if (await canConnect(host, port)) throw new Error(`port ${port} (${name}) is already in use on ${host}; is Quire already running?`);
  }

  // The reader (published sites) runs when `ports` names one; the gateway passes /sites to it.
  const readerUrl = ports.reader === undefined ? undefined : `http://${host}:${ports.reader}`;
  const processEnv = (name) => {
    if (name === 'gateway') return { HTTP_HOST: env.HTTP_HOST || host, HTTP_PORT: String(ports.gateway), ...(readerUrl ? { READER_URL: readerUrl } : {}) };
    if (name === 'reader') return { READER_HTTP_HOST: host, READER_HTTP_PORT: String(ports.reader), ...serviceEnv.reader };
    return { GRPC_HOST: host, GRPC_PORT: String(ports[name]), ...serviceEnv[name] };
  };
  /** The running process of each name (the latest one, after a restart). */
  const processes = {};
  /** Starts `name` and resolves to its handle once it is healthy. */
  const launch = async (name) => {
    // QUIRE_CPU_PROF_DIR: each process writes a V8 CPU profile there when it stops (see docs/performance.md, "Profiling").
    const profiling = process.env.QUIRE_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.QUIRE_CPU_PROF_DIR}`, `--cpu-prof-name=${name}.cpuprofile`] : [];
    const child = startProcess(name, process.execPath, [...profiling, ...(NODE_FLAGS[name] ?? []), mainOf(name)], {
      env: { ...commonEnv, METRICS_PORT: String(metricsPorts[name]), ...processEnv(name) },
      cwd: ROOT,
      formatLine,
      output,
      // The gateway stops first, so no request arrives at a service that is going away.
      stopGroup: name === 'gateway' ? 0 : 1,
    });
    processes[name] = child;
    if (name === 'gateway') {
      await waitForHttp(`http://${host}:${ports.gateway}/v1/openapi.json`, { timeoutMs: 60_000, abort: child.describeExit });
    } else if (name === 'reader') {
      await waitForHttp(`${readerUrl}/healthz`, { timeoutMs: 60_000, abort: child.describeExit });
    } else {
      await waitForGrpcServing(addresses[name], { timeoutMs: 120_000, abort: child.describeExit });
    }
    return child;
  };

  await Promise.all(GRPC_SERVICES.map(({ name }) => launch(name)));
  log(`gRPC services are serving: ${GRPC_SERVICES.map(({ name }) => `${name} ${addresses[name]}`).join(', ')}`);
  if (readerUrl) {
    await launch('reader');
    log(`reader is serving published sites: ${readerUrl}`);
  }
  await launch('gateway');

  const metricsUrls = Object.fromEntries(Object.entries(metricsPorts).map(([name, port]) => [name, `http://${host}:${port}/metrics`]));
  // `restart(name)` starts a process again, with the same environment, once the caller has
  // stopped or killed it (scripts/chaos.mjs), and resolves when it is healthy.
  return { addresses, baseUrl: `http://${host}:${ports.gateway}/v1`, metricsUrls, processes, restart: launch };
}
