// Small network probes shared by the start, bench and health-check scripts.
import net from 'node:net';
import http from 'node:http';
import { createChannel, createClient } from 'nice-grpc';
import { HealthDefinition } from 'nice-grpc-server-health';

const HEALTH_STATUS_NAMES = ['UNKNOWN', 'SERVING', 'NOT_SERVING', 'SERVICE_UNKNOWN'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when something accepts TCP connections on host:port within timeoutMs. */
export function canConnect(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** One grpc.health.v1 Check; resolves to the status name (SERVING, NOT_SERVING, ...) or rejects. */
export async function grpcHealthStatus(address, { service = '', timeoutMs = 2000 } = {}) {
  const channel = createChannel(address);
  try {
    const client = createClient(HealthDefinition, channel);
    const { status } = await client.check({ service }, { signal: AbortSignal.timeout(timeoutMs) });
    return HEALTH_STATUS_NAMES[status] ?? String(status);
  } finally {
    channel.close();
  }
}

/** Resolves once `probe()` returns true; rejects after timeoutMs or when `abort()` returns a reason. */
export async function waitFor(what, probe, { timeoutMs = 60_000, intervalMs = 250, abort = () => undefined } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = abort();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}

export const waitForGrpcServing = (address, options) =>
  waitFor(`gRPC health of ${address}`, async () => (await grpcHealthStatus(address)) === 'SERVING', options);

/** Any HTTP answer at all means the server is listening and handling requests. */
export function httpAnswers(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(true);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

export const waitForHttp = (url, options) => waitFor(`HTTP ${url}`, () => httpAnswers(url), options);
