import { connect } from '@nats-io/transport-node';
import { redactUrl, type Logger } from '@quire/shared';

/** The client connection (the package's module resolution hides the type's own export). */
export type NatsConnection = Awaited<ReturnType<typeof connect>>;

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Connects to NATS, retrying until it succeeds or `signal` aborts (then undefined). Once
 * connected the client reconnects by itself, forever: NATS being down delays the analysis,
 * it never stops the service.
 */
export async function connectNats(natsUrl: string, name: string, logger: Logger, signal: AbortSignal): Promise<NatsConnection | undefined> {
  const servers = natsUrl.split(',').map((server) => server.trim());
  for (let failures = 0; !signal.aborted; failures++) {
    try {
      const nc = await connect({ servers, name, maxReconnectAttempts: -1, reconnectTimeWait: 1000 });
      if (signal.aborted) {
        await nc.close();
        return undefined;
      }
      return nc;
    } catch (error) {
      if (failures === 0 || failures % 10 === 0) logger.warn({ url: redactUrl(natsUrl), err: error }, 'NATS unavailable; retrying');
      await sleep(Math.min(5_000, 250 * 2 ** Math.min(failures, 5)), signal);
    }
  }
  return undefined;
}
